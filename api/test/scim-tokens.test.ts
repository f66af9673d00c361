// SCIM tokens' lifecycle through the API: super admins make one (shown once, kept as its SHA-256),
// list them (never the token), revoke one (refused at its next request); each change audited.
import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ERROR_CODES } from "@steward/shared";
import { call } from "./harness.ts";
import { grant, insertUnit, insertUser, signIn } from "./fixtures.ts";
import { auditCount, isScimError, scim, scimWorld, type ScimWorld } from "./scim-fixtures.ts";

let w: ScimWorld;
beforeEach(async () => {
  w = await scimWorld();
});
afterEach(() => w.h.close());

const tokenRows = async () => (await w.h.database.client.execute("SELECT * FROM scim_tokens ORDER BY id")).rows;

describe("SCIM tokens", () => {
  it("a new token is shown once and kept only as its SHA-256; the list never carries it", async () => {
    const res = await call(w.h, "POST", "/api/scim/tokens", { token: w.root, body: { name: "okta" } });
    expect(res.status).toBe(201);
    expect(res.body.token).toMatch(/^steward_scim_[A-Za-z0-9_-]{43}$/);
    expect(res.body.doc).toMatchObject({ name: "okta", revokedAt: null, createdBy: { id: w.rootId, name: "Root Admin" } });
    const row = (await tokenRows()).find((r) => r["name"] === "okta")!;
    expect(row["token_hash"]).toBe(createHash("sha256").update(res.body.token).digest("hex"));
    expect(JSON.stringify(await tokenRows())).not.toContain(res.body.token);

    const list = await call(w.h, "GET", "/api/scim/tokens", { token: w.root });
    expect(list.status).toBe(200);
    expect(list.body.docs.map((d: { name: string }) => d.name)).toEqual(["entra", "okta"]);
    expect(JSON.stringify(list.body)).not.toContain(res.body.token);
    expect(JSON.stringify(list.body)).not.toContain(String(row["token_hash"]));
    expect((await scim(w, "GET", "/Users", { token: res.body.token })).status).toBe(200);
  });

  it("a revoked token is refused at its next request; its name may be used again", async () => {
    expect((await scim(w, "GET", "/Users")).status).toBe(200);
    const revoked = await call(w.h, "DELETE", "/api/scim/tokens/entra", { token: w.root });
    expect(revoked.status).toBe(200);
    expect(revoked.body.doc).toMatchObject({ name: "entra", revokedBy: { id: w.rootId } });
    expect(revoked.body.doc.revokedAt).toBe(w.h.clock.now.toISOString());
    const refused = await scim(w, "GET", "/Users");
    expect(isScimError(refused, 401)).toBe(true);
    expect(refused.body.detail).toMatch(/unknown or revoked/);
    expect((await call(w.h, "DELETE", "/api/scim/tokens/entra", { token: w.root })).status).toBe(404);

    const again = await call(w.h, "POST", "/api/scim/tokens", { token: w.root, body: { name: "entra" } });
    expect(again.status).toBe(201);
    expect(isScimError(await scim(w, "GET", "/Users"), 401)).toBe(true);
    expect((await scim(w, "GET", "/Users", { token: again.body.token })).status).toBe(200);
  });

  it("a live name is taken once; a bad name is a validation error", async () => {
    const taken = await call(w.h, "POST", "/api/scim/tokens", { token: w.root, body: { name: "entra" } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(ERROR_CODES.scimTokenNameTaken);
    for (const name of ["", "has space", "-dash-first", "x".repeat(65), "semi;colon"]) {
      expect((await call(w.h, "POST", "/api/scim/tokens", { token: w.root, body: { name } })).status, name).toBe(400);
    }
    expect((await call(w.h, "POST", "/api/scim/tokens", { token: w.root, body: { name: "ok", extra: 1 } })).status).toBe(400);
    expect((await call(w.h, "DELETE", `/api/scim/tokens/${encodeURIComponent("has space")}`, { token: w.root })).status).toBe(400);
  });

  it("only super admins make, list and revoke tokens", async () => {
    const unit = await insertUnit(w.h, "Faculty");
    const ua = await insertUser(w.h, "ua@uni.edu", "unit_admin");
    await grant(w.h, ua.id, unit.id);
    await insertUser(w.h, "smm@uni.edu", "social_media_manager");
    for (const email of ["ua@uni.edu", "smm@uni.edu"]) {
      const token = await signIn(w.h, email);
      expect((await call(w.h, "POST", "/api/scim/tokens", { token, body: { name: "mine" } })).status).toBe(403);
      expect((await call(w.h, "GET", "/api/scim/tokens", { token })).status).toBe(403);
      expect((await call(w.h, "DELETE", "/api/scim/tokens/entra", { token })).status).toBe(403);
    }
    expect((await call(w.h, "GET", "/api/scim/tokens")).status).toBe(401);
    // A SCIM token is not an API credential.
    expect((await call(w.h, "GET", "/api/scim/tokens", { token: w.scimToken })).status).toBe(401);
    expect((await scim(w, "GET", "/Users")).status).toBe(200);
  });

  it("making and revoking are audited, for super admins only, with neither the token nor its hash", async () => {
    const before = await auditCount(w.h);
    const made = await call(w.h, "POST", "/api/scim/tokens", { token: w.root, body: { name: "google" } });
    await call(w.h, "DELETE", "/api/scim/tokens/google", { token: w.root });
    expect(await auditCount(w.h)).toBe(before + 2);
    const entries = (await call(w.h, "GET", "/api/audit-logs?entity=scim-tokens&sort=createdAt", { token: w.root })).body.docs;
    expect(entries.map((e: { action: string; document: number }) => [e.action, e.document])).toEqual(
      expect.arrayContaining([["create", made.body.doc.id], ["update", made.body.doc.id]]),
    );
    const revoke = entries.find((e: { action: string; document: number }) => e.action === "update" && e.document === made.body.doc.id);
    expect(revoke).toMatchObject({ user: { id: w.rootId, role: "super_admin" }, prev: { revokedAt: null }, current: { name: "google" }, organizations: [] });
    const dump = (await w.h.database.client.execute("SELECT prev, current FROM audit_logs WHERE entity = 'scim-tokens'")).rows.map((r) => `${r["prev"]}${r["current"]}`).join("");
    expect(dump).not.toContain(made.body.token);
    expect(dump).not.toMatch(/[0-9a-f]{64}/);
  });

  it("remembers when a token was last used, at most once an hour", async () => {
    await scim(w, "GET", "/Users");
    const first = (await tokenRows())[0]!["last_used_at"];
    expect(first).toBe(w.h.clock.now.toISOString());
    w.h.clock.now = new Date(w.h.clock.now.getTime() + 10 * 60_000);
    await scim(w, "GET", "/Users");
    expect((await tokenRows())[0]!["last_used_at"]).toBe(first);
    w.h.clock.now = new Date(w.h.clock.now.getTime() + 60 * 60_000);
    await scim(w, "GET", "/Users");
    expect((await tokenRows())[0]!["last_used_at"]).toBe(w.h.clock.now.toISOString());
  });
});
