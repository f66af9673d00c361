// The before/after view of an update: only fields whose values are scalars on both sides (text,
// numbers, booleans, null) and differ. Nested records show in the full record instead.
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

type Scalar = string | number | boolean | null;

function isScalar(value: unknown): value is Scalar {
  return value === null || ["string", "number", "boolean"].includes(typeof value);
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function displayScalar(value: Scalar | undefined): string {
  if (value === undefined || value === null || value === "") return "—";
  return String(value);
}

export function changedScalarFields(prev: unknown, current: unknown): FieldChange[] {
  const before = asRecord(prev);
  const after = asRecord(current);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const a = before[field];
    const b = after[field];
    if (a !== undefined && !isScalar(a)) continue;
    if (b !== undefined && !isScalar(b)) continue;
    if (a === b) continue;
    changes.push({ field, before: displayScalar(a), after: displayScalar(b) });
  }
  return changes;
}
