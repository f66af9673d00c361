// Deciding campaign items (issue 18). Every decision is one audit entry (action `attestation`) on
// what it attests, in the decision's transaction, and its id and hash are kept on the item as
// evidence. `attest` on an account records its newest attestation (verified status); `revoke`
// ends an access grant by the access page's rules (scope, nobody on their own access, never a super
// admin's, the last-unit-admin rule); `flag` raises a risk flag on the account (its own audit entry,
// as every flag has).
import {
  CAMPAIGN_MESSAGES,
  ERROR_CODES,
  dateInZone,
  type AccessAttestedFacts,
  type CampaignDecisionData,
  type CampaignItemDoc,
} from "@steward/shared";
import { writeAudit } from "../../audit/write-audit.ts";
import type { Tx } from "../../db/connection.ts";
import type { Actor } from "../../domain/actor.ts";
import { conflict, notFound } from "../../domain/errors.ts";
import { assertMayDecide } from "../../policies/campaign-items.ts";
import { assertMayManageAccessOf } from "../../policies/users.ts";
import type { Scope } from "../../domain/scope.ts";
import { flagRaised, flagResolved } from "../../notifications/change-events.ts";
import { auditHashes, recordDecision, upsertAttestation } from "../../repositories/campaign-items-repo.ts";
import { accountUnitIds, findFlag, insertFlag, updateFlag } from "../../repositories/flags-repo.ts";
import { grantsOfUser, replaceGrantsOn, toGrantDoc } from "../../repositories/grants-repo.ts";
import { findUserById } from "../../repositories/users-repo.ts";
import { auditActor, type ServiceDeps } from "../deps.ts";
import { assertUnitsKeepAdmins, grantSpecs } from "../../policies/unit-admins.ts";

const ALL: Scope = { kind: "all" };

/** Ends the item's grant by the access page's rules; the access before and after, for the audit entry. */
async function revokeGrant(deps: ServiceDeps, tx: Tx, actor: Actor, item: CampaignItemDoc) {
  const facts = item.facts as AccessAttestedFacts;
  const target = await findUserById(tx, facts.user.id);
  if (!target) throw notFound();
  // The access page's rules: never a super admin's access, never one's own.
  assertMayManageAccessOf(actor, target);
  const t = dateInZone(deps.now(), deps.settings.TZ);
  const before = await grantsOfUser(tx, target.id);
  const beforeSpecs = grantSpecs(before);
  const afterSpecs = beforeSpecs.filter((g) => g.unitId !== item.unit.id);
  await assertUnitsKeepAdmins(tx, target.id, { role: target.role, status: target.status, grants: beforeSpecs }, { role: target.role, status: target.status, grants: afterSpecs }, t);
  await replaceGrantsOn(tx, target.id, [item.unit.id], []);
  const after = await grantsOfUser(tx, target.id);
  return {
    prev: { user: target.id, access: before.map((g) => toGrantDoc(g, t)) },
    access: after.map((g) => toGrantDoc(g, t)),
  };
}

/** Raises the risk flag a `flag` decision asks for, with the flag's own audit entry. */
async function raiseFlag(deps: ServiceDeps, tx: Tx, actor: Actor, item: CampaignItemDoc, note: string, organizations: number[]): Promise<number> {
  const at = deps.now().toISOString();
  const id = await insertFlag(tx, {
    socialMediaId: item.subject.id,
    category: "other",
    severity: "medium",
    description: CAMPAIGN_MESSAGES.decisionFlag(item.campaign.name, note),
    status: "open",
    source: "user",
    raisedById: actor.id,
    createdAt: at,
    updatedAt: at,
  });
  const doc = await findFlag(tx, id, ALL);
  await writeAudit(tx, { action: "create", entity: "flags", documentId: id, actor: auditActor(actor), current: doc, organizations }, deps.now());
  // Told as every flag raised by a person is (issue 19's flag.raised).
  if (doc) await flagRaised(tx, doc, organizations[0] ?? null, actor.id, deps.now());
  return id;
}

/** An attested account no longer needs the overdue flag the sweep raised for this item. */
async function resolveOverdueFlag(deps: ServiceDeps, tx: Tx, actor: Actor, item: CampaignItemDoc, organizations: number[]): Promise<void> {
  if (item.flagId === null) return;
  const prev = await findFlag(tx, item.flagId, ALL);
  if (!prev || prev.category !== "attestation_overdue" || (prev.status !== "open" && prev.status !== "in_review")) return;
  const at = deps.now().toISOString();
  await updateFlag(tx, prev.id, { status: "resolved", resolutionNote: CAMPAIGN_MESSAGES.overdueFlagResolved(item.campaign.name), resolvedAt: at, updatedAt: at });
  const current = await findFlag(tx, prev.id, ALL);
  await writeAudit(tx, { action: "flag_resolution", entity: "flags", documentId: prev.id, actor: auditActor(actor), prev, current, organizations }, deps.now());
  if (current) await flagResolved(tx, current, organizations[0] ?? null, actor.id, deps.now());
}

/** Checks and makes one decision inside `tx`. */
export async function decideItemIn(deps: ServiceDeps, tx: Tx, actor: Actor, item: CampaignItemDoc, input: CampaignDecisionData): Promise<void> {
  assertMayDecide(actor, item, input.decision);

  const now = deps.now();
  const at = now.toISOString();
  const attestation = { campaign: { id: item.campaign.id, name: item.campaign.name }, item: item.id, decision: input.decision, note: input.note, facts: item.facts };
  let flagId: number | null | undefined;
  let auditEntryId: number;
  if (item.kind === "account") {
    const organizations = (await accountUnitIds(tx, [item.subject.id])).get(item.subject.id) ?? [item.unit.id];
    if (input.decision === "attest") {
      await upsertAttestation(tx, { socialMediaId: item.subject.id, at, by: actor.id, itemId: item.id });
      await resolveOverdueFlag(deps, tx, actor, item, organizations);
    }
    if (input.decision === "flag") flagId = await raiseFlag(deps, tx, actor, item, input.note, organizations);
    auditEntryId = await writeAudit(
      tx,
      { action: "attestation", entity: "social-medias", documentId: item.subject.id, actor: auditActor(actor), current: { ...attestation, ...(flagId ? { flag: flagId } : {}) }, organizations },
      now,
    );
  } else {
    const revoked = input.decision === "revoke" ? await revokeGrant(deps, tx, actor, item) : null;
    auditEntryId = await writeAudit(
      tx,
      {
        action: "attestation",
        entity: "access",
        documentId: item.subject.id,
        actor: auditActor(actor),
        ...(revoked ? { prev: revoked.prev } : {}),
        current: revoked ? { user: item.subject.id, access: revoked.access, ...attestation } : attestation,
        organizations: [item.unit.id],
      },
      now,
    );
  }
  const hash = (await auditHashes(tx, [auditEntryId])).get(auditEntryId) ?? "";
  const recorded = await recordDecision(tx, item.id, {
    decision: input.decision,
    note: input.note,
    decidedById: actor.id,
    decidedByName: actor.name,
    decidedAt: at,
    auditEntryId,
    auditHash: hash,
    ...(flagId !== undefined ? { flagId } : {}),
  });
  if (!recorded) throw conflict(ERROR_CODES.itemAlreadyDecided, { item: item.id });
}
