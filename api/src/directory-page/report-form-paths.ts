// The public report forms' addresses (issue 34), apart from their page so the directory can link to
// them without importing the page that imports the directory's themes.
export const REPORT_FORM_KINDS = ["impostor", "removal"] as const;
export type ReportFormKind = (typeof REPORT_FORM_KINDS)[number];

/** Each form's address; the directory links to both, and each posts to its own. */
export const REPORT_FORM_PATHS: Record<ReportFormKind, string> = {
  impostor: "/directory/report-impostor",
  removal: "/directory/request-removal",
};
