// AUTH_SECRET rotated without signing anyone out (README "Secrets and their rotation"), with the
// real server as a process restarted on one database: a session signed under the old key still
// works while AUTH_SECRET_PREVIOUS names it, a token under a key the server does not know is
// refused, and once the previous key is removed the old session is refused. The secrets are read
// from files (AUTH_SECRET_FILE, AUTH_SECRET_PREVIOUS_FILE), as a container or systemd gives them.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SignJWT, decodeJwt, decodeProtectedHeader } from "jose";
import { afterAll, expect, it } from "vitest";
import { keyIdOf } from "../../api/src/auth/tokens.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";

const OLD_KEY = "the-old-auth-secret-of-at-least-32-characters";
const NEW_KEY = "the-new-auth-secret-of-at-least-32-characters";
const STRANGER_KEY = "a-key-this-server-was-never-given-0123456789";

const dir = mkdtempSync(join(tmpdir(), "steward-rotation-"));
const secrets = mkdtempSync(join(tmpdir(), "steward-rotation-secrets-"));
let running: RunningServer | undefined;
afterAll(async () => {
  await running?.stop();
  rmSync(dir, { recursive: true, force: true });
  rmSync(secrets, { recursive: true, force: true });
});

function secretFile(name: string, value: string): string {
  const path = join(secrets, name);
  writeFileSync(path, `${value}\n`, { mode: 0o600 });
  return path;
}

async function restartWith(env: Record<string, string>): Promise<RunningServer> {
  await running?.stop();
  running = await startServer({ dataDir: dir, env });
  return running;
}

const me = async (server: RunningServer, token: string) => (await http(server.url, "GET", "/api/users/me", { token })).status;

/** A token like the server's, signed by a key of our choosing and naming the key id we choose. */
async function forged(claimsFrom: string, key: string, kid: string): Promise<string> {
  const claims = decodeJwt(claimsFrom);
  return new SignJWT({ sid: claims["sid"] })
    .setProtectedHeader({ alg: "HS256", typ: "JWT", kid })
    .setSubject(String(claims.sub))
    .setIssuer("steward")
    .setAudience("steward")
    .setIssuedAt()
    .setExpirationTime(claims.exp!)
    .sign(new TextEncoder().encode(key));
}

it("a session signed under the old key survives the rotation, a stranger key's token never works, and removing the previous key ends the old session", async () => {
  // Before: one key, given as a file.
  let server = await restartWith({ AUTH_SECRET_FILE: secretFile("old", OLD_KEY) });
  await http(server.url, "POST", "/api/create-first-user", { body: { name: "Ada", email: "ada@uni.edu", password: "a good password" } });
  const login = await http(server.url, "POST", "/api/users/login", { body: { email: "ada@uni.edu", password: "a good password" } });
  expect(login.status).toBe(200);
  const oldSession = login.body.token as string;
  // The token names its key by a digest, never the key itself.
  expect(decodeProtectedHeader(oldSession).kid).toBe(keyIdOf(OLD_KEY));
  expect(oldSession).not.toContain(Buffer.from(OLD_KEY).toString("base64url"));
  expect(await me(server, oldSession)).toBe(200);

  // Rotated: the new key signs, the old one is still accepted.
  server = await restartWith({ AUTH_SECRET_FILE: secretFile("new", NEW_KEY), AUTH_SECRET_PREVIOUS_FILE: secretFile("previous", OLD_KEY) });
  expect(await me(server, oldSession)).toBe(200);
  const relogin = await http(server.url, "POST", "/api/users/login", { body: { email: "ada@uni.edu", password: "a good password" } });
  const newSession = relogin.body.token as string;
  expect(decodeProtectedHeader(newSession).kid).toBe(keyIdOf(NEW_KEY));
  expect(await me(server, newSession)).toBe(200);

  // A token for a live session signed by a key the server was never given is refused, whichever key id it names.
  expect(await me(server, await forged(oldSession, STRANGER_KEY, keyIdOf(STRANGER_KEY)))).toBe(401);
  expect(await me(server, await forged(oldSession, STRANGER_KEY, keyIdOf(OLD_KEY)))).toBe(401);
  expect(await me(server, await forged(oldSession, STRANGER_KEY, keyIdOf(NEW_KEY)))).toBe(401);
  // The same claims under the old key do work: the refusals above are the key's, not the claims'.
  expect(await me(server, await forged(oldSession, OLD_KEY, keyIdOf(OLD_KEY)))).toBe(200);

  // The grace period over: the previous key removed, its sessions are refused; the new ones go on.
  server = await restartWith({ AUTH_SECRET: NEW_KEY });
  expect(await me(server, oldSession)).toBe(401);
  expect(await me(server, newSession)).toBe(200);
});

it("a secret file the server cannot read stops it with a sentence naming the setting, no stack trace", async () => {
  const missing = join(secrets, "not-there");
  const failure = await startServer({ dataDir: join(secrets, "data"), env: { AUTH_SECRET_FILE: missing } }).then(
    () => null,
    (e: Error) => e.message,
  );
  expect(failure).toContain(`AUTH_SECRET_FILE: '${missing}' could not be read (no such file)`);
  expect(failure).not.toMatch(/\n\s+at /);
});
