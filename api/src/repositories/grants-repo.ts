import { eq } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { accessGrants } from "../db/schema.ts";

/** Unit ids of every grant the user holds, in force or not. */
export async function grantedUnitIds(ex: Executor, userId: number): Promise<number[]> {
  const rows = await ex.select({ unitId: accessGrants.unitId }).from(accessGrants).where(eq(accessGrants.userId, userId));
  return rows.map((r) => r.unitId);
}
