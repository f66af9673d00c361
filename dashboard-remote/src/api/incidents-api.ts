// Incidents (issue 34) as the dashboard calls them, through their contract.
import {
  incidentEndpoints,
  type IncidentCloseInput,
  type IncidentContracts,
  type IncidentCreateInput,
  type IncidentDetailDoc,
  type IncidentDoc,
  type ListResponse,
  type PlaybookDoc,
  type PlaybookUpdateInput,
  type StepUpdateInput,
  type incidentListQuerySchema,
} from "@steward/shared";
import type { ApiClient } from "./api-client.ts";
import { contractCalls } from "./contract-calls.ts";
import type { ListParams } from "./list-params.ts";

export type IncidentListParams = ListParams<typeof incidentListQuerySchema>;

const incidents = contractCalls<IncidentContracts>(incidentEndpoints);

export function listIncidents(api: ApiClient, params: IncidentListParams, signal?: AbortSignal): Promise<ListResponse<IncidentDoc>> {
  return incidents.list(api, { query: params }, signal);
}

export async function getIncident(api: ApiClient, id: number, signal?: AbortSignal): Promise<IncidentDetailDoc> {
  return (await incidents.get(api, { params: { id } }, signal)).doc;
}

export async function openIncident(api: ApiClient, input: IncidentCreateInput): Promise<IncidentDetailDoc> {
  return (await incidents.open(api, { body: input })).doc;
}

export async function updateIncidentStep(api: ApiClient, id: number, stepId: number, input: StepUpdateInput): Promise<IncidentDetailDoc> {
  return (await incidents.updateStep(api, { params: { id, stepId }, body: input })).doc;
}

export async function closeIncident(api: ApiClient, id: number, input: IncidentCloseInput): Promise<IncidentDetailDoc> {
  return (await incidents.close(api, { params: { id }, body: input })).doc;
}

export async function getPlaybook(api: ApiClient, signal?: AbortSignal): Promise<PlaybookDoc> {
  return (await incidents.getPlaybook(api, {}, signal)).doc;
}

export async function savePlaybook(api: ApiClient, input: PlaybookUpdateInput): Promise<PlaybookDoc> {
  return (await incidents.putPlaybook(api, { body: input })).doc;
}
