// Incidents (issue 34): the dashboard's queries. Their keys start with "incidents", so one
// invalidation after a change refreshes the list, the incident and the playbook.
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../api/api-client.ts";
import { getIncident, getPlaybook, listIncidents, type IncidentListParams } from "../api/incidents-api.ts";

export const INCIDENTS_KEY = ["incidents"] as const;

export const incidentListQuery = (api: ApiClient, params: IncidentListParams) =>
  queryOptions({ queryKey: [...INCIDENTS_KEY, "list", params], queryFn: ({ signal }) => listIncidents(api, params, signal), placeholderData: keepPreviousData });

export const incidentQuery = (api: ApiClient, id: number) => queryOptions({ queryKey: [...INCIDENTS_KEY, "one", id], queryFn: ({ signal }) => getIncident(api, id, signal) });

export const playbookQuery = (api: ApiClient) => queryOptions({ queryKey: [...INCIDENTS_KEY, "playbook"], queryFn: ({ signal }) => getPlaybook(api, signal) });
