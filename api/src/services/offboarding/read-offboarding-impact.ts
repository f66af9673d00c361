// GET /api/users/:id/offboarding: everything the person holds, and what blocks a plain deactivation.
// The person's grants are read once, for the rule, the list and the units they administer.
import { can, type AccountHolding, type OffboardingImpact } from "@steward/shared";
import type { Actor } from "../../domain/actor.ts";
import { unitsAdministeredBy } from "../../policies/users.ts";
import { toGrantDoc } from "../../repositories/grants-repo.ts";
import { unfinishedTasksOf } from "../../repositories/handover-tasks-repo.ts";
import { accountIdsInScope, accountsHeldBy, openFlagsOf, openReviewRequestsOf, type HeldAccountRow } from "../../repositories/offboarding-repo.ts";
import { loadScope } from "../../repositories/scope-repo.ts";
import { socialMediasByIds } from "../../repositories/social-medias-repo.ts";
import { placed, unitPathNames } from "../../repositories/unit-paths-repo.ts";
import { today } from "../deps.ts";
import { blockersFor, offboardable, type OffboardingContext } from "./offboardable.ts";

function holdings(row: HeldAccountRow, userId: number): AccountHolding[] {
  const held: AccountHolding[] = [];
  if (row.primaryAdminId === userId) held.push("primary_admin");
  if (row.backupAdminId === userId) held.push("backup_admin");
  if (row.isManager) held.push("manager");
  return held;
}

/** GET /api/users/:id/offboarding: everything the person holds, and what blocks a plain deactivation. */
export async function readOffboardingImpact(ctx: OffboardingContext, actor: Actor, id: number): Promise<OffboardingImpact> {
  const db = ctx.deps.database.db;
  const { target, grants } = await offboardable(ctx, db, actor, id);
  const t = today(ctx.deps);
  const accountScope = await loadScope(db, actor, "SOCIAL_MEDIAS", t);
  const held = await accountsHeldBy(db, target.id, accountScope);
  const visible = held.filter((h) => h.inScope);
  const docs = new Map((await socialMediasByIds(db, visible.map((h) => h.id))).map((d) => [d.id, d]));
  const administered = visible.filter((h) => h.primaryAdminId === target.id || h.backupAdminId === target.id).map((h) => h.id);
  const flags = await openFlagsOf(db, target.id, administered);
  const flagAccountsInScope = await accountIdsInScope(db, flags.raised.map((f) => f.socialMedia.id), accountScope);
  const requests = await openReviewRequestsOf(db, target.id);
  const administeredUnits = await unitsAdministeredBy(db, target, t, grants);
  // Every unit the page names, with its path, read in one statement: "Business Program" alone is one of several (issue 30).
  const paths = await unitPathNames(db, [...grants.map((g) => g.unitId), ...administeredUnits.map((u) => u.id)]);
  return {
    user: { id: target.id, name: target.name, email: target.email, role: target.role, status: target.status, offboardingCompleted: target.offboardingCompleted },
    accounts: visible.map((h) => {
      const doc = docs.get(h.id);
      return {
        id: h.id,
        name: h.name,
        platform: h.platform,
        status: h.status,
        organization: doc?.organization ?? null,
        holds: holdings(h, target.id),
        primaryAdmin: doc?.primaryAdmin ?? null,
        backupAdmin: doc?.backupAdmin ?? null,
      };
    }),
    grants: grants.map((g) => {
      const doc = toGrantDoc(g, t);
      return { ...doc, organization: placed(doc.organization, paths) };
    }),
    unitsAdministered: administeredUnits.map((u) => placed(u, paths)),
    flags: { raised: flags.raised.filter((f) => flagAccountsInScope.has(f.socialMedia.id)), onTheirAccounts: flags.onAccounts },
    // Review requests are read by those the matrix lets read them (super admins); a unit admin sees only those about the person.
    reviewRequests: can(actor.role, "REVIEW_REQUESTS", "read") ? requests : requests.filter((r) => r.user.id === target.id),
    openTasks: await unfinishedTasksOf(db, target.id),
    blockers: await blockersFor(ctx, db, target, held, grants),
  };
}
