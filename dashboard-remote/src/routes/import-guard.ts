import { mayImportSpreadsheets, type PublicUser } from "@steward/shared";
import { rolesOnlyRedirect } from "./not-offered.ts";

/** Route guard of the import pages (issue 32): super admins and unit admins, as the API's rule says. */
export async function requireImporter({ context }: { context: { user: PublicUser } }): Promise<void> {
  if (!mayImportSpreadsheets(context.user.role)) throw await rolesOnlyRedirect(context.user, "imports", ["super_admin", "unit_admin"]);
}
