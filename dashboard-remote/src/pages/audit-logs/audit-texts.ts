// Labels of the Audit Log page that product-spec.md does not spell out.
export const AUDIT_TEXTS = {
  columns: { createdAt: "Date", action: "Action", entity: "Entity", document: "Record", user: "User", units: "Units", view: "Details" },
  entity: "Entity",
  action: "Action",
  user: "User",
  from: "From",
  to: "To",
  dateRange: "Date range",
  view: (id: number) => `View entry ${id}`,
  detailTitle: "Entry details",
  exportCsv: "Export CSV",
  exportHint: "The entries these filters show, oldest first",
} as const;
