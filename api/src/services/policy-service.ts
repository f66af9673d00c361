import { ERROR_CODES, canonicalJson, policyChanges, VALIDATION, type CurrentPolicyResponse, type PolicyDoc, type PolicyDocument } from "@steward/shared";
import { writeAudit } from "../audit/write-audit.ts";
import { policyPublished } from "../notifications/change-events.ts";
import type { Actor } from "../domain/actor.ts";
import { badRequest, conflict, notFound } from "../domain/errors.ts";
import { findCurrentPolicy, findPolicyVersion, hasAcknowledged, insertAcknowledgment, insertPolicyVersion, toPolicyDoc } from "../repositories/policies-repo.ts";
import { grantedUnitIds } from "../repositories/grants-repo.ts";
import { recordPolicyAcceptance } from "../repositories/users-repo.ts";
import { auditActor, today, type ServiceDeps } from "./deps.ts";

export function createPolicyService(deps: ServiceDeps) {
  const { database } = deps;
  return {
    /** Readable by every signed-in user, also before acceptance: it is what they are asked to accept. */
    async current(actor: Actor): Promise<CurrentPolicyResponse> {
      const row = await findCurrentPolicy(database.db);
      if (!row) return { policy: null, accepted: true };
      const policy = toPolicyDoc(row);
      if (await hasAcknowledged(database.db, actor.id, row.id)) return { policy, accepted: true };
      // Someone asked to accept again is told what to read again.
      const previous = await findPolicyVersion(database.db, row.version - 1);
      return { policy, accepted: false, ...(previous ? { changes: policyChanges(toPolicyDoc(previous), policy.text) } : {}) };
    },

    /**
     * Each save is a new version, which every user must acknowledge again: so an empty one (it
     * once locked everyone behind an empty dialog) or one equal to the current version is refused.
     */
    async publish(actor: Actor, text: PolicyDocument): Promise<PolicyDoc> {
      if (!hasText(text)) throw badRequest([{ path: "text", message: VALIDATION.policyEmpty }]);
      return database.write(async (tx) => {
        const current = await findCurrentPolicy(tx);
        if (current && canonicalJson(toPolicyDoc(current).text) === canonicalJson(text)) {
          throw badRequest([{ path: "text", message: VALIDATION.policyUnchanged }]);
        }
        const doc = toPolicyDoc(await insertPolicyVersion(tx, text, actor.id));
        await writeAudit(tx, {
          action: "create",
          entity: "policies",
          documentId: doc.id,
          actor: auditActor(actor),
          current: doc,
          organizations: [],
        }, deps.now());
        await policyPublished(tx, doc, actor.id, deps.now());
        return doc;
      });
    },

    async acknowledge(actor: Actor, policyId: number) {
      return database.write(async (tx) => {
        const current = await findCurrentPolicy(tx);
        if (!current) throw notFound();
        if (current.id !== policyId) throw conflict(ERROR_CODES.policyNotCurrent, { currentPolicy: current.id });
        if (await hasAcknowledged(tx, actor.id, policyId)) {
          return { policy: policyId, user: actor.id, alreadyAccepted: true };
        }
        const ack = await insertAcknowledgment(tx, actor.id, policyId);
        const accepted = { isAcceptedPolicies: true, dateOfLastPolicyReview: today(deps) };
        await recordPolicyAcceptance(tx, actor.id, accepted, deps.now().toISOString());
        const doc = { id: ack.id, policy: policyId, version: current.version, user: actor.id, createdAt: ack.createdAt };
        await writeAudit(tx, {
          action: "policy_acknowledgment",
          entity: "acknowledgments",
          documentId: ack.id,
          actor: auditActor(actor),
          // The person's record changes with the acceptance: the entry shows both.
          current: { ...doc, userRecord: accepted },
          organizations: await grantedUnitIds(tx, actor.id),
        }, deps.now());
        return { ...doc, alreadyAccepted: false };
      });
    },
  };
}

/** Whether any text node of the document holds more than white space. */
function hasText(node: unknown): boolean {
  if (node === null || typeof node !== "object") return false;
  const { text, content } = node as { text?: unknown; content?: unknown };
  if (typeof text === "string" && text.trim() !== "") return true;
  return Array.isArray(content) && content.some(hasText);
}

export type PolicyService = ReturnType<typeof createPolicyService>;
