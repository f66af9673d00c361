// What the incident operations share: the incident with its account found in the caller's scope,
// and the detail document (steps, timeline, whether the caller may handle it).
import type { IncidentDetailDoc, IncidentDoc, SocialMediaDoc } from "@steward/shared";
import type { Executor } from "../../db/connection.ts";
import type { Actor } from "../../domain/actor.ts";
import { notFound } from "../../domain/errors.ts";
import { mayHandle } from "../../policies/incidents.ts";
import { findIncident, incidentTimeline, stepsOf } from "../../repositories/incidents-repo.ts";
import { loadScope, type Scope } from "../../repositories/scope-repo.ts";
import { findSocialMedia } from "../../repositories/social-medias-repo.ts";
import { today, type ServiceDeps } from "../deps.ts";

export const ALL: Scope = { kind: "all" };

export const scopeOf = (deps: ServiceDeps, ex: Executor, actor: Actor) => loadScope(ex, actor, "SOCIAL_MEDIAS", today(deps));

export const unitIdsOf = (account: SocialMediaDoc) => account.organizations.map((u) => u.id);

/** The incident and its account, both in the caller's scope; 404 otherwise (missing and out of scope read the same). */
export async function incidentInScope(deps: ServiceDeps, ex: Executor, actor: Actor, id: number): Promise<{ incident: IncidentDoc; account: SocialMediaDoc }> {
  const incident = await findIncident(ex, id, await scopeOf(deps, ex, actor));
  if (!incident) throw notFound();
  const account = await findSocialMedia(ex, incident.socialMedia.id, ALL);
  if (!account) throw notFound();
  return { incident, account };
}

export async function detailOf(ex: Executor, actor: Actor, incidentId: number, account: SocialMediaDoc): Promise<IncidentDetailDoc> {
  const incident = await findIncident(ex, incidentId, ALL);
  if (!incident) throw notFound();
  const [steps, timeline] = await Promise.all([stepsOf(ex, incidentId), incidentTimeline(ex, incidentId)]);
  return { ...incident, steps, timeline, mayHandle: mayHandle(actor, account) };
}
