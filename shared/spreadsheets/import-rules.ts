// Who may import spreadsheets at all (the route's role gate). Row by row, each record is then held
// to the rules of its own form (the users, units and accounts policies): a unit admin imports into
// their own subtree only, and nobody raises themselves.
import type { Role } from "../enums.ts";

export function mayImportSpreadsheets(role: Role): boolean {
  return role === "super_admin" || role === "unit_admin";
}
