// One-click unsubscribe links (docs/security.md): `<userId>.<eventType>.<HMAC>`, an HMAC-SHA256 of
// the user, the address the e-mail went to and the event type under a key made once per installation
// and kept in the database, so every instance signs and checks alike. A link turns off exactly one
// event type for exactly one person while that person still has the address it was sent to (an
// address handed to someone else keeps no power over the account, issue 27); it needs no sign-in,
// and it cannot be turned into a link for anyone or anything else.
import { ALL_EVENTS, isEventType, type EventType } from "@steward/shared";
import { randomId } from "../auth/tokens.ts";
import type { Executor } from "../db/connection.ts";
import { insertNotificationKeyIfMissing, notificationKey } from "../repositories/notifications-repo.ts";

const KEY_NAME = "unsubscribe";
const keys = new Map<string, Promise<CryptoKey>>();

function importKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

/** The key, made on first use; call inside a write transaction. */
export async function ensureUnsubscribeSecret(ex: Executor, now: Date): Promise<string> {
  await insertNotificationKeyIfMissing(ex, KEY_NAME, randomId(32), now.toISOString());
  const secret = await readUnsubscribeSecret(ex);
  if (!secret) throw new Error("the unsubscribe key could not be made");
  return secret;
}

/** The key if one was ever made; reading never writes (a link checked before any e-mail was sent fails). */
export async function readUnsubscribeSecret(ex: Executor): Promise<string | null> {
  return notificationKey(ex, KEY_NAME);
}

const message = (userId: number, email: string, type: string) => new TextEncoder().encode(`steward-unsubscribe:${userId}:${email.toLowerCase()}:${type}`);

function base64url(bytes: ArrayBuffer): string {
  let s = "";
  for (const b of new Uint8Array(bytes)) s += String.fromCharCode(b);
  return btoa(s).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const raw = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
    const bytes = new Uint8Array(new ArrayBuffer(raw.length));
    for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

export type UnsubscribeScope = EventType | typeof ALL_EVENTS;

export async function signUnsubscribe(secret: string, to: { id: number; email: string }, type: UnsubscribeScope): Promise<string> {
  const userId = to.id;
  const signature = await crypto.subtle.sign("HMAC", await importKey(secret), message(userId, to.email, type));
  return `${userId}.${type}.${base64url(signature)}`;
}

const TOKEN = /^([1-9][0-9]{0,15})\.(\*|[a-z_]+\.[a-z_]+)\.([A-Za-z0-9_-]{43})$/;

/**
 * The user and event type a token was made for, or null for anything not made by us, or made for an
 * address the user no longer has (`emailOf` reads the user's address now).
 */
export async function verifyUnsubscribe(
  secret: string | null,
  token: string,
  emailOf: (userId: number) => Promise<string | undefined>,
): Promise<{ userId: number; type: UnsubscribeScope } | null> {
  if (!secret) return null;
  const match = TOKEN.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const type = match[2]!;
  if (!Number.isSafeInteger(userId) || (type !== ALL_EVENTS && !isEventType(type))) return null;
  const signature = fromBase64url(match[3]!);
  if (!signature) return null;
  const email = await emailOf(userId);
  if (email === undefined) return null;
  // crypto.subtle.verify compares in constant time.
  const ok = await crypto.subtle.verify("HMAC", await importKey(secret), signature, message(userId, email, type));
  return ok ? { userId, type: type as UnsubscribeScope } : null;
}

/** Where every notification e-mail's one-click link points: GET shows a confirmation page, POST (RFC 8058 too) acts. */
export const UNSUBSCRIBE_PATH = "/api/notifications/unsubscribe";

export function unsubscribeLink(publicUrl: string, token: string): string {
  return `${publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}
