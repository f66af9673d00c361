// Queries of the SAML tables (db/tables/saml.ts). No rules here: saml-service.ts decides.
import { and, eq, gt, lte } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { samlRequests, samlUsedAssertions } from "../db/tables/saml.ts";

export async function insertSamlRequest(ex: Executor, row: { requestId: string; browserHash: string; returnTo: string; linkUserId: number | null; testUserId: number | null; expiresAt: string }) {
  await ex.insert(samlRequests).values(row);
}

export async function isSamlRequestPending(ex: Executor, requestId: string, nowIso: string): Promise<boolean> {
  const rows = await ex
    .select({ requestId: samlRequests.requestId })
    .from(samlRequests)
    .where(and(eq(samlRequests.requestId, requestId), gt(samlRequests.expiresAt, nowIso)))
    .limit(1);
  return rows.length > 0;
}

export type SamlRequestRow = typeof samlRequests.$inferSelect;

/** A pending request, read without taking it. */
export async function findSamlRequest(ex: Executor, requestId: string, nowIso: string): Promise<SamlRequestRow | null> {
  const [row] = await ex
    .select()
    .from(samlRequests)
    .where(and(eq(samlRequests.requestId, requestId), gt(samlRequests.expiresAt, nowIso)))
    .limit(1);
  return row ?? null;
}

/** Deletes the pending request and gives it back: the first caller gets it, any later one nothing. */
export async function takeSamlRequest(ex: Executor, requestId: string, nowIso: string): Promise<SamlRequestRow | null> {
  const [row] = await ex
    .delete(samlRequests)
    .where(and(eq(samlRequests.requestId, requestId), gt(samlRequests.expiresAt, nowIso)))
    .returning();
  return row ?? null;
}

/** Puts a taken request back exactly as it was. */
export async function restoreSamlRequest(ex: Executor, row: SamlRequestRow): Promise<void> {
  await ex.insert(samlRequests).values(row).onConflictDoNothing();
}

/** Remembers an assertion; false when it was already there (a replay). */
export async function rememberAssertion(ex: Executor, row: { issuer: string; assertionId: string; expiresAt: string }): Promise<boolean> {
  const inserted = await ex.insert(samlUsedAssertions).values(row).onConflictDoNothing().returning({ id: samlUsedAssertions.assertionId });
  return inserted.length > 0;
}

export async function forgetAssertion(ex: Executor, issuer: string, assertionId: string): Promise<void> {
  await ex.delete(samlUsedAssertions).where(and(eq(samlUsedAssertions.issuer, issuer), eq(samlUsedAssertions.assertionId, assertionId)));
}

export async function forgetExpiredSamlRows(ex: Executor, nowIso: string): Promise<void> {
  await ex.delete(samlRequests).where(lte(samlRequests.expiresAt, nowIso));
  await ex.delete(samlUsedAssertions).where(lte(samlUsedAssertions.expiresAt, nowIso));
}
