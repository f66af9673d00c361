// Which fields of an audit entry's stored record hold units (issue 30: the "Full record" of a user
// read "Units 256; 1306"). A record keeps the shape its entity had that day: a unit is an id
// (`parent: 1178`, `organization: [1267]`, an access list's `organization: 767`) or a reference
// (`organizations: [{ id, name }]`). The API names these units in one statement with the entry's
// page; the dashboard writes them by name and place.

/** Record fields whose values are units, at any depth of the record. */
export const AUDIT_UNIT_FIELDS: ReadonlySet<string> = new Set(["organization", "organizations", "parent", "parentOrg", "unit"]);

const idOf = (value: unknown): number | null => {
  if (typeof value === "number" && Number.isInteger(value)) return value;
  if (typeof value === "object" && value !== null && !Array.isArray(value) && typeof (value as { id?: unknown }).id === "number") return (value as { id: number }).id;
  return null;
};

/** Every unit id a stored record names under a unit field. */
export function unitIdsInAuditRecord(value: unknown, field = ""): number[] {
  if (Array.isArray(value)) return value.flatMap((item) => unitIdsInAuditRecord(item, field));
  if (AUDIT_UNIT_FIELDS.has(field)) {
    const id = idOf(value);
    if (id !== null) return [id];
  }
  if (typeof value === "object" && value !== null) return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => unitIdsInAuditRecord(inner, key));
  return [];
}
