// "Report compromised" (issue 34): in one write, the incident with its copy of the playbook, the
// account locked in the registry (an open incident is the lock: policies/incidents.ts) and out of
// the public "verified" answers (directory-repo.ts), a critical "compromised" risk flag, the audit
// entries of each, and the event that tells the account's people (inbox and e-mail, in their language).
import { DEFAULT_PLAYBOOK, INCIDENT_MESSAGES, type IncidentCreateInput, type IncidentDetailDoc } from "@steward/shared";
import { writeAudits } from "../../audit/write-audit.ts";
import type { Actor } from "../../domain/actor.ts";
import { badRequest } from "../../domain/errors.ts";
import { incidentChanged } from "../../notifications/change-events.ts";
import { assertMayHandleIncident, assertNoOpenIncident } from "../../policies/incidents.ts";
import { findFlag, insertFlag } from "../../repositories/flags-repo.ts";
import { insertIncident, insertIncidentSteps, readPlaybook } from "../../repositories/incidents-repo.ts";
import { findSocialMedia } from "../../repositories/social-medias-repo.ts";
import { auditActor, type ServiceDeps } from "../deps.ts";
import { ALL, detailOf, scopeOf, unitIdsOf } from "./incident-reads.ts";

export async function openIncident(deps: ServiceDeps, actor: Actor, input: IncidentCreateInput): Promise<IncidentDetailDoc> {
  return deps.database.write(async (tx) => {
    // Missing and out-of-scope accounts get the same answer, so scope does not leak existence.
    const account = await findSocialMedia(tx, input.socialMediaId, await scopeOf(deps, tx, actor));
    if (!account) throw badRequest([{ path: "socialMediaId", message: INCIDENT_MESSAGES.accountNotFound }]);
    assertMayHandleIncident(actor, account);
    await assertNoOpenIncident(tx, account.id);
    const now = deps.now();
    const at = now.toISOString();
    const flagId = await insertFlag(tx, {
      socialMediaId: account.id,
      category: "compromised",
      severity: "critical",
      description: input.summary,
      status: "open",
      source: "user",
      raisedById: actor.id,
      createdAt: at,
      updatedAt: at,
    });
    const id = await insertIncident(tx, { socialMediaId: account.id, state: "open", summary: input.summary, openedById: actor.id, openedAt: at, flagId });
    const steps = (await readPlaybook(tx))?.steps ?? DEFAULT_PLAYBOOK;
    await insertIncidentSteps(
      tx,
      steps.map((s, position) => ({
        incidentId: id,
        position,
        titleEn: s.title.en,
        titleEs: s.title["es-CO"],
        required: s.required,
        automatic: s.automatic,
        // The lock and leaving the verified answers happen now, in this write: done by the reporter.
        ...(s.automatic ? { doneAt: at, doneById: actor.id } : {}),
      })),
    );
    const flag = await findFlag(tx, flagId, ALL);
    const detail = await detailOf(tx, actor, id, account);
    const { timeline: _none, steps: _steps, mayHandle: _may, ...incident } = detail;
    const organizations = unitIdsOf(account);
    const who = auditActor(actor);
    await writeAudits(
      tx,
      [
        { action: "create", entity: "incidents", documentId: id, actor: who, current: { ...incident, steps: detail.steps, timeline: { kind: "opened", text: input.summary } }, organizations },
        { action: "create", entity: "flags", documentId: flagId, actor: who, current: flag, organizations },
        { action: "update", entity: "social-medias", documentId: account.id, actor: who, prev: { locked: false }, current: { locked: true, incident: id }, organizations },
      ],
      now,
    );
    // The incident's own event tells the flag's audience too (and the account's managers), so the
    // flag raised here records no flag.raised of its own: one message per person, not two.
    await incidentChanged(tx, "incident.opened", { incidentId: id, account, unitId: organizations[0] ?? null, summary: input.summary }, actor.id, now);
    return detailOf(tx, actor, id, account);
  });
}
