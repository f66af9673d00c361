// A libSQL server that requires JWTs (sqld --auth-jwt-key-file, as Turso does): an instance with
// the right DATABASE_AUTH_TOKEN serves; a missing or wrong one stops start-up with a message
// naming the setting, over both protocols; so does a server that cannot be reached at all.
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, http } from "../support/server.ts";
import { sqldKeys, startSqld, type Sqld, type SqldKeys } from "../support/sqld.ts";
import { startExpectingExit, startInstance } from "../support/sqld-instances.ts";

let keys: SqldKeys;
let sqld: Sqld;
beforeAll(async () => {
  keys = sqldKeys();
  sqld = await startSqld({ keys });
});
afterAll(async () => {
  await sqld?.stop();
});

describe.each(["http", "ws"] as const)("over %s", (protocol) => {
  const url = () => (protocol === "http" ? sqld.url : sqld.wsUrl);

  it("serves with the server's token", async () => {
    const server = await startInstance({ databaseUrl: url(), authToken: await keys.token() });
    try {
      expect((await http(server.url, "GET", "/api/setup")).body).toEqual({ firstUserRequired: true, defaultLocale: "en" });
    } finally {
      await server.stop();
    }
  });

  it("refuses to start without a token, naming DATABASE_AUTH_TOKEN", async () => {
    const run = await startExpectingExit({ DATABASE_URL: url() });
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/DATABASE_AUTH_TOKEN/);
    expect(run.output).toMatch(/missing/i);
    expect(run.output).not.toMatch(/^\s+at /m);
  });

  it("refuses to start with a token the server does not accept, naming DATABASE_AUTH_TOKEN", async () => {
    const other = sqldKeys().privateKey;
    const forged = await new SignJWT({ a: "rw" }).setProtectedHeader({ alg: "EdDSA", typ: "JWT" }).sign(other);
    for (const token of [forged, "not-a-jwt"]) {
      const run = await startExpectingExit({ DATABASE_URL: url(), DATABASE_AUTH_TOKEN: token });
      expect(run.code).toBe(1);
      expect(run.output).toMatch(/DATABASE_AUTH_TOKEN/);
      expect(run.output).toMatch(/refused/i);
      expect(run.output).not.toContain(token);
      expect(run.output).not.toMatch(/^\s+at /m);
    }
  });
});

it("refuses to start when nothing answers at DATABASE_URL, naming it", async () => {
  const run = await startExpectingExit({ DATABASE_URL: `http://127.0.0.1:${await freePort()}` });
  expect(run.code).toBe(1);
  expect(run.output).toMatch(/DATABASE_URL: the libSQL server at http:\/\/127\.0\.0\.1:\d+ cannot be reached/);
});
