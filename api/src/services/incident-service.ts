// Incidents (issue 34): a compromised account's playbook. Reads here; each change is its own file
// under incidents/ (open, step, close); the playbook template is the super admins'.
import {
  DEFAULT_PLAYBOOK,
  type IncidentCloseInput,
  type IncidentCreateInput,
  type IncidentDetailDoc,
  type IncidentDoc,
  type IncidentListQuery,
  type ListResponse,
  type PlaybookDoc,
  type PlaybookUpdateInput,
  type StepUpdateInput,
} from "@steward/shared";
import { writeAudit } from "../audit/write-audit.ts";
import type { Executor } from "../db/connection.ts";
import type { Actor } from "../domain/actor.ts";
import { assertMayEditPlaybook } from "../policies/incidents.ts";
import { listIncidents, readPlaybook, savePlaybook } from "../repositories/incidents-repo.ts";
import { auditActor, type ServiceDeps } from "./deps.ts";
import { closeIncident } from "./incidents/close-incident.ts";
import { detailOf, incidentInScope, scopeOf } from "./incidents/incident-reads.ts";
import { openIncident } from "./incidents/open-incident.ts";
import { updateStep } from "./incidents/update-step.ts";

export function createIncidentService(deps: ServiceDeps) {
  const { database } = deps;

  async function playbook(ex: Executor = database.db): Promise<PlaybookDoc> {
    const saved = await readPlaybook(ex);
    return saved ?? { steps: DEFAULT_PLAYBOOK.map((s) => ({ ...s, title: { ...s.title } })), updatedAt: null, updatedBy: null };
  }

  return {
    async list(actor: Actor, query: IncidentListQuery): Promise<ListResponse<IncidentDoc>> {
      return listIncidents(database.db, query, await scopeOf(deps, database.db, actor));
    },

    async get(actor: Actor, id: number): Promise<IncidentDetailDoc> {
      const { account } = await incidentInScope(deps, database.db, actor, id);
      return detailOf(database.db, actor, id, account);
    },

    open: (actor: Actor, input: IncidentCreateInput) => openIncident(deps, actor, input),
    updateStep: (actor: Actor, id: number, stepId: number, input: StepUpdateInput) => updateStep(deps, actor, id, stepId, input),
    close: (actor: Actor, id: number, input: IncidentCloseInput) => closeIncident(deps, actor, id, input),

    playbook: () => playbook(),

    /** Replaces the template's steps; incidents already open keep the copy they were opened with. */
    async savePlaybook(actor: Actor, input: PlaybookUpdateInput): Promise<PlaybookDoc> {
      assertMayEditPlaybook(actor);
      return database.write(async (tx) => {
        const prev = await playbook(tx);
        const now = deps.now();
        await savePlaybook(tx, input.steps, now.toISOString(), actor.id);
        const current = await playbook(tx);
        await writeAudit(tx, { action: "update", entity: "incident-playbook", documentId: 1, actor: auditActor(actor), prev: { steps: prev.steps }, current: { steps: current.steps }, organizations: [] }, now);
        return current;
      });
    },
  };
}

export type IncidentService = ReturnType<typeof createIncidentService>;
