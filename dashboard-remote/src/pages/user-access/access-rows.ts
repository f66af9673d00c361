import type { AccessGrantDoc, AccessType } from "@steward/shared";
import type { AccessGrantInput } from "../../api/users-api.ts";

export interface AccessRow {
  organization: number;
  name: string;
  type: AccessType;
  start_date: string;
  end_date: string;
}

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

/** A row as the API takes it: no name, and an empty date is none. */
export function grantOf(row: AccessRow): AccessGrantInput {
  return { organization: row.organization, type: row.type, start_date: row.start_date || null, end_date: row.end_date || null };
}
