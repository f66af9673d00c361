// Where the cases' routes are (contracts/cases.ts); zod-free. The public ones are under
// PUBLIC_DIRECTORY_BASE (/public/v1), the others under /api.
export const publicReportEndpoints = {
  submit: { method: "post", path: "/reports" },
  /** Answers an HTML page (the link in the confirmation e-mail) with a button that confirms; changes nothing. */
  confirm: { method: "get", path: "/reports/confirm" },
  /** The page's button: the report becomes a case (a mail scanner's prefetch of the link confirms nothing). */
  confirmSubmit: { method: "post", path: "/reports/confirm" },
} as const;

export const caseEndpoints = {
  list: { method: "get", path: "/cases" },
  clocks: { method: "get", path: "/cases/clocks" },
  get: { method: "get", path: "/cases/{id}" },
  changeState: { method: "patch", path: "/cases/{id}/state" },
  evidence: { method: "get", path: "/cases/{id}/evidence" },
} as const;
