// The people behind each item's reviewer unit, for every item list that shows who reviews: a
// campaign's item table and the review queue (issue 30: reviewers are people, with their e-mail).
// Three reads for a page, whatever its length.
import type { CampaignItemDoc } from "@steward/shared";
import type { Executor } from "../../db/connection.ts";
import { activeSuperAdmins, adminsOfUnits, reviewerPeople } from "../../repositories/campaign-reviewers-repo.ts";

/** Its reviewer unit's unit admins today; the super admins for an item without one. */
export async function withReviewers(ex: Executor, docs: CampaignItemDoc[], today: string): Promise<CampaignItemDoc[]> {
  const unitIds = [...new Set(docs.flatMap((d) => (d.reviewerUnit ? [d.reviewerUnit.id] : [])))];
  const admins = await adminsOfUnits(ex, unitIds, today);
  const supers = docs.some((d) => !d.reviewerUnit) ? await activeSuperAdmins(ex) : [];
  const people = await reviewerPeople(ex, [...[...admins.values()].flat(), ...supers]);
  const named = (ids: readonly number[]) => ids.flatMap((id) => (people.has(id) ? [people.get(id)!] : [])).sort((a, b) => a.name.localeCompare(b.name));
  return docs.map((d) => ({ ...d, reviewers: named(d.reviewerUnit ? (admins.get(d.reviewerUnit.id) ?? []) : supers) }));
}
