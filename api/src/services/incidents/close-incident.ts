// Closing an incident (issue 34): allowed when every required step is done, or with the reason it
// closes anyway. In one write: the incident closed, the account unlocked and back in the public
// "verified" answers (both follow the open incident), its "compromised" flag resolved with the
// closing note, each audited, and the account's people told.
import { ERROR_CODES, INCIDENT_MESSAGES, type IncidentCloseInput, type IncidentDetailDoc } from "@steward/shared";
import { writeAudits, type AuditInput } from "../../audit/write-audit.ts";
import type { Actor } from "../../domain/actor.ts";
import { badRequest, conflict } from "../../domain/errors.ts";
import { incidentChanged } from "../../notifications/change-events.ts";
import { assertMayHandleIncident } from "../../policies/incidents.ts";
import { findFlag, updateFlag } from "../../repositories/flags-repo.ts";
import { closeIncidentRow, stepsOf } from "../../repositories/incidents-repo.ts";
import { auditActor, type ServiceDeps } from "../deps.ts";
import { ALL, detailOf, incidentInScope, unitIdsOf } from "./incident-reads.ts";

export async function closeIncident(deps: ServiceDeps, actor: Actor, incidentId: number, input: IncidentCloseInput): Promise<IncidentDetailDoc> {
  return deps.database.write(async (tx) => {
    const { incident, account } = await incidentInScope(deps, tx, actor, incidentId);
    assertMayHandleIncident(actor, account);
    if (incident.state !== "open") throw conflict(ERROR_CODES.incidentClosed, { closedAt: incident.closedAt });
    const pending = (await stepsOf(tx, incidentId)).filter((s) => s.required && s.doneAt === null);
    const reason = input.reason?.trim() || null;
    if (pending.length > 0 && !reason) throw badRequest([{ path: "reason", message: INCIDENT_MESSAGES.reasonRequired }]);
    const now = deps.now();
    const at = now.toISOString();
    if (!(await closeIncidentRow(tx, incidentId, { closedAt: at, closedById: actor.id, closingNote: input.note, closeReason: pending.length > 0 ? reason : null }))) {
      throw conflict(ERROR_CODES.incidentClosed);
    }
    const organizations = unitIdsOf(account);
    const who = auditActor(actor);
    const entries: AuditInput[] = [
      {
        action: "update",
        entity: "incidents",
        documentId: incidentId,
        actor: who,
        prev: { state: "open" },
        current: { state: "closed", closingNote: input.note, closeReason: pending.length > 0 ? reason : null, stepsLeft: pending.map((s) => s.id), timeline: { kind: "closed", text: input.note } },
        organizations,
      },
      { action: "update", entity: "social-medias", documentId: account.id, actor: who, prev: { locked: true, incident: incidentId }, current: { locked: false }, organizations },
    ];
    const flag = incident.flagId === null ? undefined : await findFlag(tx, incident.flagId, ALL);
    if (flag && flag.status !== "resolved" && flag.status !== "dismissed") {
      await updateFlag(tx, flag.id, { status: "resolved", resolvedAt: at, resolutionNote: input.note, updatedAt: at });
      entries.push({ action: "flag_resolution", entity: "flags", documentId: flag.id, actor: who, prev: flag, current: await findFlag(tx, flag.id, ALL), organizations });
    }
    await writeAudits(tx, entries, now);
    await incidentChanged(tx, "incident.closed", { incidentId, account, unitId: organizations[0] ?? null, summary: incident.summary, note: input.note }, actor.id, now);
    return detailOf(tx, actor, incidentId, account);
  });
}
