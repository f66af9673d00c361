// The name of the record each audit entry is about, read now, so that the log says "Ada Ali" or
// "College of Film (Instagram)" where it said "#8343" (issue 30). One query per kind of record on a
// page, whatever its length. A record since deleted has no name here; the reader falls back on the
// name in the entry's own snapshot.
import { eq } from "drizzle-orm";
import type { AuditEntity } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { flags, policies, socialMedias, units, users } from "../db/schema.ts";
import { campaigns } from "../db/tables/campaigns.ts";
import { builtOncePer, idList, inIdList } from "./prepared.ts";

const userNames = builtOncePer((ex) => ex.select({ id: users.id, name: users.name }).from(users).where(inIdList(users.id, "ids")).prepare());
const unitNames = builtOncePer((ex) => ex.select({ id: units.id, name: units.name }).from(units).where(inIdList(units.id, "ids")).prepare());
const accountNames = builtOncePer((ex) =>
  ex.select({ id: socialMedias.id, name: socialMedias.name }).from(socialMedias).where(inIdList(socialMedias.id, "ids")).prepare(),
);
const campaignNames = builtOncePer((ex) => ex.select({ id: campaigns.id, name: campaigns.name }).from(campaigns).where(inIdList(campaigns.id, "ids")).prepare());
// A policy is named by its version, which the reader words in their language (documentVersion).
const policyVersions = builtOncePer((ex) => ex.select({ id: policies.id, version: policies.version }).from(policies).where(inIdList(policies.id, "ids")).prepare());
// A flag has no name of its own: it is named by the account it is raised on.
const flagAccountNames = builtOncePer((ex) =>
  ex
    .select({ id: flags.id, name: socialMedias.name })
    .from(flags)
    .innerJoin(socialMedias, eq(socialMedias.id, flags.socialMediaId))
    .where(inIdList(flags.id, "ids"))
    .prepare(),
);

type NameQuery = (ex: Executor) => { all(values: { ids: string }): Promise<{ id: number; name: string }[]> };

/** Which table names an entity's document; an access entry's document is the person whose access changed. */
const NAMED_BY: Partial<Record<AuditEntity, NameQuery>> = {
  users: userNames,
  access: userNames,
  organization: unitNames,
  "social-medias": accountNames,
  flags: flagAccountNames,
  campaigns: campaignNames,
};

/** The version of each policy a page's entries are about (one query for the page), by policy id. */
export async function auditPolicyVersions(ex: Executor, entries: readonly { entity: string; documentId: number | null }[]): Promise<Map<number, number>> {
  const ids = [...new Set(entries.flatMap((e) => (e.entity === "policies" && e.documentId !== null ? [e.documentId] : [])))];
  if (ids.length === 0) return new Map();
  return new Map((await policyVersions(ex).all({ ids: idList(ids) })).map((row) => [row.id, row.version] as const));
}

/** Names keyed by entity and document id ("users:35"). */
export async function auditRecordNames(ex: Executor, entries: readonly { entity: string; documentId: number | null }[]): Promise<Map<string, string>> {
  const wanted = new Map<NameQuery, Set<number>>();
  const entitiesOf = new Map<NameQuery, AuditEntity[]>();
  for (const e of entries) {
    const query = NAMED_BY[e.entity as AuditEntity];
    if (!query || e.documentId === null) continue;
    wanted.set(query, (wanted.get(query) ?? new Set()).add(e.documentId));
    const entities = entitiesOf.get(query) ?? [];
    if (!entities.includes(e.entity as AuditEntity)) entitiesOf.set(query, [...entities, e.entity as AuditEntity]);
  }
  const names = new Map<string, string>();
  for (const [query, ids] of wanted) {
    const rows = await query(ex).all({ ids: idList([...ids]) });
    for (const row of rows) for (const entity of entitiesOf.get(query)!) names.set(`${entity}:${row.id}`, row.name);
  }
  return names;
}
