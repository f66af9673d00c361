// Every secret setting may come from a file (`NAME_FILE`), as container secrets and systemd's
// LoadCredential give them (README "Secrets and their rotation"): one rule, with a sentence when
// both or neither form is usable.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { loadSettings, SECRET_SETTINGS, SettingsError, settingsSchema } from "../src/settings.ts";

const dir = mkdtempSync(join(tmpdir(), "steward-secrets-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function secretFile(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content, { mode: 0o600 });
  return path;
}

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadSettings(env);
  } catch (e) {
    if (e instanceof SettingsError) return e.problems;
    throw e;
  }
  return [];
}

// What each secret needs beside it to be a valid setting at all.
const COMPANIONS: Partial<Record<(typeof SECRET_SETTINGS)[number], Record<string, string>>> = {
  AUTH_SECRET_PREVIOUS: { AUTH_SECRET: "the-current-key-is-at-least-32-characters" },
  SMTP_URL: { MAIL_TRANSPORT: "smtp" },
  OIDC_CLIENT_SECRET: { OIDC_ISSUER: "https://idp.uni.edu", OIDC_CLIENT_ID: "steward" },
  STEWARD_METRICS_TOKEN: { STEWARD_METRICS: "on" },
};
const VALUES: Record<(typeof SECRET_SETTINGS)[number], string> = {
  AUTH_SECRET: "a-secret-from-a-file-of-at-least-32-chars",
  AUTH_SECRET_PREVIOUS: "the-previous-key-also-at-least-32-chars",
  DATABASE_AUTH_TOKEN: "eyJhbGciOiJFZERTQSJ9.a.b",
  SMTP_URL: "smtp://mailer:p%40ss@smtp.uni.edu:587",
  OIDC_CLIENT_SECRET: "oidc-client-secret",
  YOUTUBE_API_KEY: "AIzaSy-youtube",
  X_BEARER_TOKEN: "AAAA-x-bearer",
  STEWARD_METRICS_TOKEN: "a-scraper-token-of-at-least-32-characters",
};

it.each(SECRET_SETTINGS)("%s can be read from its _FILE, without the file's last line break", (name) => {
  const path = secretFile(`${name}.txt`, `${VALUES[name]}\n`);
  const settings = loadSettings({ ...COMPANIONS[name], [`${name}_FILE`]: path });
  expect(settings[name]).toBe(VALUES[name]);
});

it("the secret settings are every setting named like a secret", () => {
  // A new secret setting must join SECRET_SETTINGS to get its _FILE form.
  // STEWARD_PASSWORD_LOGIN is a switch, not a password; a *_FILE setting names a file already.
  const secretLooking = Object.keys(settingsSchema.shape).filter((n) => /SECRET|TOKEN|PASSWORD$|_KEY$/.test(n));
  expect(secretLooking.filter((n) => !(SECRET_SETTINGS as readonly string[]).includes(n))).toEqual([]);
});

it("both forms set: a sentence naming both", () => {
  const path = secretFile("both.txt", VALUES.AUTH_SECRET);
  expect(problemsOf({ AUTH_SECRET: VALUES.AUTH_SECRET, AUTH_SECRET_FILE: path })).toEqual(["AUTH_SECRET: set AUTH_SECRET or AUTH_SECRET_FILE, not both"]);
});

it("neither form set where one is required: the sentence names both forms", () => {
  expect(problemsOf({ DATABASE_URL: "libsql://db.uni.edu" }).join("\n")).toContain("AUTH_SECRET: (or AUTH_SECRET_FILE) is required when DATABASE_URL is a libSQL server");
  expect(problemsOf({ MAIL_TRANSPORT: "smtp" }).join("\n")).toContain("SMTP_URL: (or SMTP_URL_FILE) is required");
});

it("a file that is missing, unreadable, a folder or empty: a sentence naming the setting and the path", () => {
  const missing = join(dir, "nowhere.txt");
  expect(problemsOf({ DATABASE_AUTH_TOKEN_FILE: missing })).toEqual([`DATABASE_AUTH_TOKEN_FILE: '${missing}' could not be read (no such file)`]);
  expect(problemsOf({ OIDC_CLIENT_SECRET_FILE: dir })[0]).toBe(`OIDC_CLIENT_SECRET_FILE: '${dir}' could not be read (it is a folder)`);
  const empty = secretFile("empty.txt", "\n");
  expect(problemsOf({ X_BEARER_TOKEN_FILE: empty })).toEqual([`X_BEARER_TOKEN_FILE: '${empty}' is empty`]);
  if (process.getuid?.() !== 0) {
    const locked = secretFile("locked.txt", "secret");
    chmodSync(locked, 0o000);
    expect(problemsOf({ YOUTUBE_API_KEY_FILE: locked })).toEqual([`YOUTUBE_API_KEY_FILE: '${locked}' could not be read (permission denied: the server's user may not read it)`]);
  }
});

it("a file's value is checked like the variable's", () => {
  const short = secretFile("short.txt", "too short");
  expect(problemsOf({ AUTH_SECRET_FILE: short })).toEqual(["AUTH_SECRET: must be at least 32 characters"]);
});

it("AUTH_SECRET_PREVIOUS needs AUTH_SECRET, and must differ from it", () => {
  expect(problemsOf({ AUTH_SECRET_PREVIOUS: VALUES.AUTH_SECRET_PREVIOUS }).join("\n")).toContain("AUTH_SECRET_PREVIOUS: needs AUTH_SECRET");
  expect(problemsOf({ AUTH_SECRET: VALUES.AUTH_SECRET, AUTH_SECRET_PREVIOUS: VALUES.AUTH_SECRET }).join("\n")).toContain("AUTH_SECRET_PREVIOUS: is the same as AUTH_SECRET");
});
