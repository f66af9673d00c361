// Who asked for an account: the person whose audit entry created it. The account row keeps no
// creator of its own; the audit chain does, for every account the API or an import created.
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { auditLogs } from "../db/schema.ts";

/** The user id on the account's creation entry; null when no such entry names one (a seeded row). */
export async function accountRequesterId(ex: Executor, accountId: number): Promise<number | null> {
  const [row] = await ex
    .select({ userId: auditLogs.userId })
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, "social-medias"), eq(auditLogs.documentId, accountId), eq(auditLogs.action, "create")))
    .orderBy(asc(auditLogs.id))
    .limit(1);
  return row?.userId ?? null;
}
