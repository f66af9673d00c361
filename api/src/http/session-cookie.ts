import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { SESSION_COOKIE } from "@steward/shared";
import type { Settings } from "../settings.ts";
import { cameOverHttps } from "./client-address.ts";

/** STEWARD_COOKIE_SECURE for every cookie Steward sets: `auto` follows the original request's protocol. */
export function cookieSecure(c: Context, settings: Settings): boolean {
  if (settings.STEWARD_COOKIE_SECURE === "auto") return cameOverHttps(c);
  return settings.STEWARD_COOKIE_SECURE === "true" || settings.STEWARD_COOKIE_SECURE === "1";
}

export function setSessionCookie(c: Context, settings: Settings, token: string, expiresAt: Date): void {
  const sameSite = settings.STEWARD_COOKIE_SAMESITE;
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    // Browsers refuse SameSite=None without Secure, so None implies Secure.
    secure: sameSite === "None" || cookieSecure(c, settings),
    sameSite,
    path: "/",
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context, settings: Settings): void {
  deleteCookie(c, SESSION_COOKIE, { path: "/", httpOnly: true, secure: cookieSecure(c, settings), sameSite: settings.STEWARD_COOKIE_SAMESITE });
}

/** A bearer token (CLI, scripts) wins over the cookie (browser). */
export function readToken(c: Context): string | undefined {
  const header = c.req.header("authorization");
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? getCookie(c, SESSION_COOKIE);
}
