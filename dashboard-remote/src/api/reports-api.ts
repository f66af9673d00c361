// Unit reports (issue 32) as the dashboard calls them: the figures, the files (fetched with the
// page's own credentials, the portal's bearer token included, then saved), and the schedules.
import {
  reportEndpoints,
  requestOf,
  type ReportContracts,
  type ReportFormat,
  type ReportSchedule,
  type ReportScheduleCreate,
  type ReportTarget,
  type UnitReport,
} from "@steward/shared";
import type { ApiClient, DownloadedFile } from "./api-client.ts";
import { contractCalls } from "./contract-calls.ts";

const reports = contractCalls<ReportContracts>(reportEndpoints);

export function getUnitReport(api: ApiClient, unit: ReportTarget, signal?: AbortSignal): Promise<UnitReport> {
  return reports.unit(api, { params: { unit } }, signal);
}

/** The report's file, as the server names it. */
export function downloadUnitReport(api: ApiClient, unit: ReportTarget, format: ReportFormat): Promise<DownloadedFile> {
  return api.file(requestOf(reportEndpoints.download, { params: { unit }, query: { format } }).path);
}

export function listReportSchedules(api: ApiClient, signal?: AbortSignal): Promise<{ docs: ReportSchedule[] }> {
  return reports.schedules(api, {}, signal);
}

export function createReportSchedule(api: ApiClient, body: ReportScheduleCreate): Promise<{ doc: ReportSchedule }> {
  return reports.createSchedule(api, { body });
}

export function deleteReportSchedule(api: ApiClient, id: number): Promise<{ message: string }> {
  return reports.deleteSchedule(api, { params: { id } });
}
