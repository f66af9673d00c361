import { and, desc, eq } from "drizzle-orm";
import type { PolicyDoc, PolicyDocument } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { policies, policyAcknowledgments } from "../db/schema.ts";

type PolicyRow = typeof policies.$inferSelect;

export function toPolicyDoc(row: PolicyRow): PolicyDoc {
  return { id: row.id, version: row.version, text: row.text as PolicyDocument, createdAt: row.createdAt };
}

export async function findCurrentPolicy(ex: Executor): Promise<PolicyRow | undefined> {
  const [row] = await ex.select().from(policies).orderBy(desc(policies.version)).limit(1);
  return row;
}

/** The version published just before `version`, if any. */
export async function findPolicyVersion(ex: Executor, version: number): Promise<PolicyRow | undefined> {
  const [row] = await ex.select().from(policies).where(eq(policies.version, version)).limit(1);
  return row;
}

export async function insertPolicyVersion(ex: Executor, text: PolicyDocument, createdById: number): Promise<PolicyRow> {
  const current = await findCurrentPolicy(ex);
  const [row] = await ex
    .insert(policies)
    .values({ version: (current?.version ?? 0) + 1, text, createdById })
    .returning();
  if (!row) throw new Error("insert into policies returned no row");
  return row;
}

export async function hasAcknowledged(ex: Executor, userId: number, policyId: number): Promise<boolean> {
  const [row] = await ex
    .select({ id: policyAcknowledgments.id })
    .from(policyAcknowledgments)
    .where(and(eq(policyAcknowledgments.userId, userId), eq(policyAcknowledgments.policyId, policyId)))
    .limit(1);
  return row !== undefined;
}

export async function insertAcknowledgment(ex: Executor, userId: number, policyId: number) {
  const [row] = await ex.insert(policyAcknowledgments).values({ userId, policyId }).returning();
  if (!row) throw new Error("insert into policy_acknowledgments returned no row");
  return row;
}
