import { accessGrantInputSchema, type AccessGrantDoc, type AccessType } from "@steward/shared";
import type { AccessGrantInput } from "../../api/users-api.ts";

export interface AccessRow {
  organization: number;
  name: string;
  type: AccessType;
  start_date: string;
  end_date: string;
}

export type AccessRowErrors = Partial<Record<"start_date" | "end_date", string>>;

/** The calendar date on this device, YYYY-MM-DD: the pickers' default. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function rowsOf(access: readonly AccessGrantDoc[]): AccessRow[] {
  return access.map((grant) => ({
    organization: grant.organization.id,
    name: grant.organization.name || grant.organization_name,
    type: grant.type,
    start_date: grant.start_date ?? "",
    end_date: grant.end_date ?? "",
  }));
}

/** product-spec.md: temporary defaults both dates to today; permanent clears both. */
export function withType(row: AccessRow, type: AccessType, today: string): AccessRow {
  if (type === "permanent") return { ...row, type, start_date: "", end_date: "" };
  return { ...row, type, start_date: row.start_date || today, end_date: row.end_date || today };
}

export function checkRows(rows: readonly AccessRow[]): { ok: true; access: AccessGrantInput[] } | { ok: false; errors: AccessRowErrors[] } {
  const errors: AccessRowErrors[] = [];
  const access: AccessGrantInput[] = [];
  let ok = true;
  for (const row of rows) {
    const input = { organization: row.organization, type: row.type, start_date: row.start_date || null, end_date: row.end_date || null };
    const parsed = accessGrantInputSchema.safeParse(input);
    const rowErrors: AccessRowErrors = {};
    if (!parsed.success) {
      ok = false;
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === "start_date" || key === "end_date") && rowErrors[key] === undefined) rowErrors[key] = issue.message;
      }
    }
    errors.push(rowErrors);
    access.push(input);
  }
  return ok ? { ok: true, access } : { ok: false, errors };
}
