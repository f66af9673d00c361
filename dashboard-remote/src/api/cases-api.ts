// The cases routes (issue 34) as the dashboard calls them, from their contracts (contract-calls.ts).
import { caseEndpoints, requestOf, type CaseClockItemDoc, type CaseContracts, type CaseDetailDoc, type CaseDoc, type CaseStateChange, type ListResponse, type caseListQuerySchema } from "@steward/shared";
import type { ApiClient, DownloadedFile } from "./api-client.ts";
import { contractCalls } from "./contract-calls.ts";
import type { ListParams } from "./list-params.ts";

export type CaseListParams = ListParams<typeof caseListQuerySchema>;

const cases = contractCalls<CaseContracts>(caseEndpoints);

export function listCases(api: ApiClient, params: CaseListParams, signal?: AbortSignal): Promise<ListResponse<CaseDoc>> {
  return cases.list(api, { query: params }, signal);
}

export async function getCase(api: ApiClient, id: number, signal?: AbortSignal): Promise<CaseDetailDoc> {
  return (await cases.get(api, { params: { id } }, signal)).doc;
}

export async function changeCaseState(api: ApiClient, id: number, body: CaseStateChange): Promise<CaseDetailDoc> {
  return (await cases.changeState(api, { params: { id }, body })).doc;
}

export async function listOpenClocks(api: ApiClient, signal?: AbortSignal): Promise<CaseClockItemDoc[]> {
  return (await cases.clocks(api, {}, signal)).docs;
}

/** The evidence file for counsel, as the API names it. */
export function downloadCaseEvidence(api: ApiClient, id: number, format: "csv" | "json"): Promise<DownloadedFile> {
  return api.file(requestOf(caseEndpoints.evidence, { params: { id }, query: { format } }).path);
}
