// Where the unit report routes are (contracts/reports.ts says what they take and answer); zod-free,
// so the Reports page's calls cost no schema in the first download.
export const reportEndpoints = {
  unit: { method: "get", path: "/reports/units/{unit}" },
  download: { method: "get", path: "/reports/units/{unit}/download" },
  schedules: { method: "get", path: "/reports/schedules" },
  createSchedule: { method: "post", path: "/reports/schedules" },
  deleteSchedule: { method: "delete", path: "/reports/schedules/{id}" },
} as const;
