// One step of an incident's playbook (issue 34): given to a person, marked done or undone, a note;
// each change is one audit entry of the incident (its timeline), in the same write.
import { ERROR_CODES, INCIDENT_MESSAGES, type IncidentDetailDoc, type StepUpdateInput } from "@steward/shared";
import { writeAudits, type AuditInput } from "../../audit/write-audit.ts";
import type { Actor } from "../../domain/actor.ts";
import { badRequest, conflict, notFound } from "../../domain/errors.ts";
import { assertMayHandleIncident } from "../../policies/incidents.ts";
import { activeUserName, stepsOf, updateIncidentStep, type NewIncidentStep } from "../../repositories/incidents-repo.ts";
import { incidentStepAssigned } from "../../notifications/change-events.ts";
import { auditActor, type ServiceDeps } from "../deps.ts";
import { detailOf, incidentInScope, unitIdsOf } from "./incident-reads.ts";

export async function updateStep(deps: ServiceDeps, actor: Actor, incidentId: number, stepId: number, input: StepUpdateInput): Promise<IncidentDetailDoc> {
  return deps.database.write(async (tx) => {
    const { incident, account } = await incidentInScope(deps, tx, actor, incidentId);
    assertMayHandleIncident(actor, account);
    if (incident.state !== "open") throw conflict(ERROR_CODES.incidentClosed, { closedAt: incident.closedAt });
    const step = (await stepsOf(tx, incidentId)).find((s) => s.id === stepId);
    if (!step) throw notFound();
    const now = deps.now();
    const at = now.toISOString();
    const changes: Partial<NewIncidentStep> = {};
    const entries: { kind: string; text: string | null; prev: unknown; current: unknown }[] = [];
    if (input.assigneeId !== undefined && input.assigneeId !== (step.assignee?.id ?? null)) {
      let name: string | null = null;
      if (input.assigneeId !== null) {
        name = (await activeUserName(tx, input.assigneeId)) ?? null;
        if (name === null) throw badRequest([{ path: "assigneeId", message: INCIDENT_MESSAGES.assigneeNotFound }]);
      }
      changes.assigneeId = input.assigneeId;
      entries.push({ kind: "step_assigned", text: name, prev: { assignee: step.assignee }, current: { assignee: input.assigneeId === null ? null : { id: input.assigneeId, name } } });
    }
    if (input.done !== undefined && input.done !== (step.doneAt !== null)) {
      changes.doneAt = input.done ? at : null;
      changes.doneById = input.done ? actor.id : null;
      entries.push({ kind: input.done ? "step_done" : "step_undone", text: input.note ?? null, prev: { doneAt: step.doneAt, doneBy: step.doneBy }, current: { doneAt: changes.doneAt, doneBy: input.done ? { id: actor.id, name: actor.name } : null } });
    }
    if (input.note !== undefined && (input.note || null) !== step.note) {
      changes.note = input.note || null;
      // A note given with done/undone is that entry's text; alone, it is its own entry.
      if (input.done === undefined || entries.every((e) => e.kind === "step_assigned")) entries.push({ kind: "step_note", text: input.note || null, prev: { note: step.note }, current: { note: changes.note } });
    }
    if (entries.length === 0) return detailOf(tx, actor, incidentId, account);
    await updateIncidentStep(tx, incidentId, stepId, changes);
    const organizations = unitIdsOf(account);
    await writeAudits(
      tx,
      entries.map(
        (e): AuditInput => ({
          action: "update",
          entity: "incidents",
          documentId: incidentId,
          actor: auditActor(actor),
          prev: { step: stepId, ...(e.prev as object) },
          current: { step: stepId, ...(e.current as object), timeline: { kind: e.kind, stepId, text: e.text } },
          organizations,
        }),
      ),
      now,
    );
    if (changes.assigneeId) {
      await incidentStepAssigned(tx, { incidentId, account, unitId: organizations[0] ?? null, assigneeId: changes.assigneeId, step: step.title }, actor.id, now);
    }
    return detailOf(tx, actor, incidentId, account);
  });
}
