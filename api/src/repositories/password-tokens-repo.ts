// Rows of password_tokens: set-password (welcome) and reset links, stored by their SHA-256 only.
// mail/password-tokens.ts makes the tokens and decides their lifetimes; the statements live here.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { passwordTokens, users } from "../db/schema.ts";

export type TokenPurpose = "welcome" | "reset";

export async function insertPasswordToken(
  ex: Executor,
  row: { userId: number; sentTo: string; purpose: TokenPurpose; tokenHash: string; expiresAt: string },
): Promise<void> {
  await ex.insert(passwordTokens).values(row);
}

/** When the user's unused reset tokens that are still live expire. */
export async function liveResetTokenExpiries(ex: Executor, userId: number, nowIso: string): Promise<string[]> {
  const rows = await ex
    .select({ expiresAt: passwordTokens.expiresAt })
    .from(passwordTokens)
    .where(and(eq(passwordTokens.userId, userId), eq(passwordTokens.purpose, "reset"), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, nowIso)));
  return rows.map((r) => r.expiresAt);
}

/** Marks the user's unused reset tokens used. */
export async function voidUnusedResetTokens(ex: Executor, userId: number, nowIso: string): Promise<void> {
  await ex
    .update(passwordTokens)
    .set({ usedAt: nowIso })
    .where(and(eq(passwordTokens.userId, userId), eq(passwordTokens.purpose, "reset"), isNull(passwordTokens.usedAt)));
}

/**
 * Marks the token with this hash used and returns its user, in one conditional UPDATE: only when it
 * is unused, not expired, and its user is active and still has the address it was sent to (issue 27).
 * The check and the mark are one statement, so a link cannot be used twice, nor after the address
 * changed, whatever runs at the same time.
 */
export async function consumeTokenStillTheirs(ex: Executor, tokenHash: string, nowIso: string): Promise<{ userId: number; purpose: TokenPurpose } | undefined> {
  const stillTheirs = sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${passwordTokens.userId} AND ${users.status} = 'active' AND lower(${users.email}) = lower(${passwordTokens.sentTo}))`;
  const [row] = await ex
    .update(passwordTokens)
    .set({ usedAt: nowIso })
    .where(and(eq(passwordTokens.tokenHash, tokenHash), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, nowIso), stillTheirs))
    .returning({ userId: passwordTokens.userId, purpose: passwordTokens.purpose });
  return row;
}
