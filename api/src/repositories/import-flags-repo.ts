// The accounts that already carry an import's open "no known administrator" flag, so a second
// import of the same file raises no second flag.
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { flags } from "../db/schema.ts";

export async function openImportFlagAccounts(ex: Executor, category: string, description: string): Promise<Set<number>> {
  const rows = await ex
    .select({ id: flags.socialMediaId })
    .from(flags)
    .where(and(eq(flags.category, category), eq(flags.description, description), inArray(flags.status, ["open", "in_review"])));
  return new Set(rows.map((r) => r.id));
}
