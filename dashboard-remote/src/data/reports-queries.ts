// Unit reports (issue 32): the dashboard's queries.
import { queryOptions } from "@tanstack/react-query";
import type { ReportTarget } from "@steward/shared";
import type { ApiClient } from "../api/api-client.ts";
import { getUnitReport, listReportSchedules } from "../api/reports-api.ts";
import { queryKeys } from "./query-keys.ts";

export const unitReportQuery = (api: ApiClient, unit: ReportTarget) =>
  queryOptions({ queryKey: queryKeys.reports.unit(unit), queryFn: ({ signal }) => getUnitReport(api, unit, signal), retry: false });

export const reportSchedulesQuery = (api: ApiClient) => queryOptions({ queryKey: queryKeys.reports.schedules(), queryFn: ({ signal }) => listReportSchedules(api, signal) });
