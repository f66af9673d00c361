import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ERROR_CODES, VALIDATION } from "@steward/shared";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, insertUser, signIn } from "./fixtures.ts";

const text = (words: string) => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: words }] }] });

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

describe("policy gate", () => {
  it("does not gate while no policy exists", async () => {
    const { token } = await firstUser(h);
    expect((await call(h, "GET", "/api/policies/current", { token })).body).toEqual({ policy: null, accepted: true });
    expect((await call(h, "GET", "/api/organization", { token })).status).toBe(200);
  });

  it("answers 403 POLICY_NOT_ACCEPTED until the current version is acknowledged, except the exempt calls", async () => {
    const { token: root } = await firstUser(h);
    const published = await call(h, "POST", "/api/policies", { token: root, body: { text: text("Be careful online.") } });
    expect(published.status).toBe(201);
    expect(published.body.doc).toMatchObject({ id: 1, version: 1, text: text("Be careful online.") });

    // The author is gated too: publishing is not accepting.
    const gated = await call(h, "GET", "/api/organization", { token: root });
    expect(gated.status).toBe(403);
    expect(gated.body).toEqual({ message: ERROR_CODES.policyNotAccepted });

    expect((await call(h, "GET", "/api/users/me", { token: root })).status).toBe(200);
    const current = await call(h, "GET", "/api/policies/current", { token: root });
    expect(current.body).toMatchObject({ policy: { id: 1, version: 1 }, accepted: false });

    const ack = await call(h, "POST", "/api/acknowledgments", { token: root, body: { policy: 1 } });
    expect(ack.status).toBe(201);
    expect((await call(h, "GET", "/api/organization", { token: root })).status).toBe(200);
    expect((await call(h, "GET", "/api/policies/current", { token: root })).body).toMatchObject({ accepted: true });
    const me = await call(h, "GET", "/api/users/me", { token: root });
    expect(me.body.user).toMatchObject({ isAcceptedPolicies: true, date_of_last_policy_review: "2026-03-15" });
  });

  it("tells someone asked to accept a new version what changed since the one before, block by block", async () => {
    const { token: root } = await firstUser(h);
    const doc = (...blocks: string[]) => ({ type: "doc", content: blocks.map((words) => ({ type: "paragraph", content: [{ type: "text", text: words }] })) });
    await call(h, "POST", "/api/policies", { token: root, body: { text: doc("Use two-factor sign-in.", "Reply within a day.") } });
    const first = await call(h, "GET", "/api/policies/current", { token: root });
    expect(first.body.changes).toBeUndefined();
    await call(h, "POST", "/api/acknowledgments", { token: root, body: { policy: 1 } });
    await call(h, "POST", "/api/policies", { token: root, body: { text: doc("Use two-factor sign-in.", "Reply within two hours.", "Never share a password.") } });
    const second = await call(h, "GET", "/api/policies/current", { token: root });
    expect(second.body).toMatchObject({ policy: { version: 2 }, accepted: false, changes: { since: 1, added: ["Reply within two hours.", "Never share a password."], removed: ["Reply within a day."] } });
    await call(h, "POST", "/api/acknowledgments", { token: root, body: { policy: 2 } });
    expect((await call(h, "GET", "/api/policies/current", { token: root })).body.changes).toBeUndefined();
  });

  it("a new version brings the gate back for everyone", async () => {
    const { token: root } = await firstUser(h);
    await insertUser(h, "manager@uni.edu", "social_media_manager");
    const manager = await signIn(h, "manager@uni.edu");
    await call(h, "POST", "/api/policies", { token: root, body: { text: text("v1") } });
    await call(h, "POST", "/api/acknowledgments", { token: root, body: { policy: 1 } });
    await call(h, "POST", "/api/acknowledgments", { token: manager, body: { policy: 1 } });
    expect((await call(h, "GET", "/api/organization", { token: manager })).status).toBe(200);

    const v2 = await call(h, "POST", "/api/policies", { token: root, body: { text: text("v2") } });
    expect(v2.body.doc).toMatchObject({ version: 2 });
    expect((await call(h, "GET", "/api/organization", { token: manager })).status).toBe(403);
    expect((await call(h, "GET", "/api/organization", { token: root })).status).toBe(403);

    const stale = await call(h, "POST", "/api/acknowledgments", { token: manager, body: { policy: 1 } });
    expect(stale.status).toBe(409);
    expect((await call(h, "POST", "/api/acknowledgments", { token: manager, body: { policy: 2 } })).status).toBe(201);
    expect((await call(h, "GET", "/api/organization", { token: manager })).status).toBe(200);
  });

  it("only a super admin may publish, and only the editor's schema", async () => {
    const { token: root } = await firstUser(h);
    await insertUser(h, "ua@uni.edu", "unit_admin");
    const ua = await signIn(h, "ua@uni.edu");
    expect((await call(h, "POST", "/api/policies", { token: ua, body: { text: text("mine") } })).status).toBe(403);

    const script = {
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "click", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }] }],
    };
    const handler = { type: "doc", content: [{ type: "paragraph", attrs: { onmouseover: "alert(1)" } }] };
    const unknown = { type: "doc", content: [{ type: "iframe", attrs: { src: "https://evil.example" } }] };
    for (const bad of [script, handler, unknown]) {
      const res = await call(h, "POST", "/api/policies", { token: root, body: { text: bad } });
      expect(res.status).toBe(400);
      expect(res.body.name).toBe("ValidationError");
    }
    expect((await call(h, "GET", "/api/policies/current", { token: root })).body).toEqual({ policy: null, accepted: true });
  });

  it("refuses an empty policy and one equal to the current version: neither would be worth everyone accepting again", async () => {
    const { token: root } = await firstUser(h);
    const empties = [
      { type: "doc", content: [{ type: "paragraph" }] },
      { type: "doc", content: [{ type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "   " }] }] },
    ];
    for (const doc of empties) {
      const res = await call(h, "POST", "/api/policies", { token: root, body: { text: doc } });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: "text", message: VALIDATION.policyEmpty }]);
    }
    const first = await call(h, "POST", "/api/policies", { token: root, body: { text: text("Be kind.") } });
    expect(first.status).toBe(201);
    await call(h, "POST", "/api/acknowledgments", { token: root, body: { policy: first.body.doc.id } });
    const again = await call(h, "POST", "/api/policies", { token: root, body: { text: text("Be kind.") } });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([{ path: "text", message: VALIDATION.policyUnchanged }]);
    expect((await call(h, "GET", "/api/policies/current", { token: root })).body.policy.version).toBe(1);
    expect((await call(h, "POST", "/api/policies", { token: root, body: { text: text("Be kind, always.") } })).body.doc.version).toBe(2);
  });
});
