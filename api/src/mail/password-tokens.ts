// Set-password (welcome) and reset-password links carry a random single-use token; only its
// SHA-256 is stored, so a database leak does not leak usable links. A token works only for an
// active user who still has the address it was sent to: a link in a mailbox the person no longer
// owns (their address was changed, or handed to someone else) opens nothing (issue 27).
import { randomId } from "../auth/tokens.ts";
import type { Executor } from "../db/connection.ts";
import { consumeTokenStillTheirs, insertPasswordToken, liveResetTokenExpiries, voidUnusedResetTokens } from "../repositories/password-tokens-repo.ts";

export const TOKEN_TTL_MS = { reset: 60 * 60_000, welcome: 7 * 24 * 60 * 60_000 } as const;

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Issues a token (256 bits) for the e-mail to `to.email` and returns it in clear, once: it goes into that e-mail only. */
export async function issuePasswordToken(ex: Executor, to: { id: number; email: string }, purpose: "welcome" | "reset", now: Date): Promise<string> {
  const token = randomId(32);
  await insertPasswordToken(ex, {
    userId: to.id,
    sentTo: to.email,
    purpose,
    tokenHash: await sha256Hex(token),
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]).toISOString(),
  });
  return token;
}

/** When the user's newest live reset token was issued, if any. */
export async function liveResetIssuedAt(ex: Executor, userId: number, now: Date): Promise<Date | undefined> {
  const expiries = await liveResetTokenExpiries(ex, userId, now.toISOString());
  const newest = expiries.map((e) => Date.parse(e)).sort((a, b) => b - a)[0];
  return newest === undefined ? undefined : new Date(newest - TOKEN_TTL_MS.reset);
}

/** Voids the user's unused reset links, so at most one is ever live. */
export async function voidResetTokens(ex: Executor, userId: number, now: Date): Promise<void> {
  await voidUnusedResetTokens(ex, userId, now.toISOString());
}

/**
 * Marks the token used and returns its user, or undefined when unknown, used, expired, sent to an
 * address the user no longer has, or for a user who is not active.
 */
export async function consumePasswordToken(ex: Executor, token: string, now: Date): Promise<{ userId: number; purpose: "welcome" | "reset" } | undefined> {
  return consumeTokenStillTheirs(ex, await sha256Hex(token), now.toISOString());
}
