// decisions.md's workflow as a table: every (from, to) pair, by a super admin, with and without a
// deactivation reason. Allowed pairs change the status and write one audit entry; the rest answer
// 409 INVALID_TRANSITION and change nothing.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SOCIAL_MEDIA_STATUSES, SOCIAL_MEDIA_TRANSITIONS, type SocialMediaStatus } from "@steward/shared";
import { auditLogs, socialMedias } from "../src/db/schema.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { accountBody, buildAccountWorld, createAccount, type AccountWorld } from "./social-medias-fixtures.ts";

let h: Harness;
let w: AccountWorld;
beforeAll(async () => {
  h = await createHarness();
  w = await buildAccountWorld(h);
});
afterAll(() => h.close());

const REASON = "The account was replaced by a new one";

async function accountIn(status: SocialMediaStatus): Promise<number> {
  const id = await createAccount(h, w.tokens.superAdmin, accountBody(w));
  await h.database.direct.update(socialMedias).set({ status }).where(eq(socialMedias.id, id));
  return id;
}

const entriesOf = (id: number) =>
  h.database.db.select().from(auditLogs).where(and(eq(auditLogs.entity, "social-medias"), eq(auditLogs.documentId, id))).orderBy(auditLogs.id);

const PAIRS = SOCIAL_MEDIA_STATUSES.flatMap((from) => SOCIAL_MEDIA_STATUSES.map((to) => [from, to] as const));

describe("status transitions by a super admin", () => {
  it.each(PAIRS)("%s -> %s", async (from, to) => {
    const id = await accountIn(from);
    const allowed = SOCIAL_MEDIA_TRANSITIONS[from].includes(to);
    const res = await call(h, "PATCH", `/api/social-medias/status/${id}`, { token: w.tokens.superAdmin, body: { status: to, deactivationReason: REASON } });
    const entries = await entriesOf(id);
    if (allowed) {
      expect(res.status).toBe(200);
      expect(res.body.doc.status).toBe(to);
      expect(res.body.doc.deactivationReason).toBe(to === "inactive" ? REASON : null);
      expect(entries.map((e) => e.action)).toEqual(["create", from === "pending_approval" ? "approval" : "update"]);
      expect(JSON.parse(entries[1]!.prev!).status).toBe(from);
      expect(JSON.parse(entries[1]!.current!).status).toBe(to);
      expect(JSON.parse(entries[1]!.organizations)).toEqual([w.ids.faculty]);
    } else {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("INVALID_TRANSITION");
      expect(entries).toHaveLength(1);
      const [row] = await h.database.db.select().from(socialMedias).where(eq(socialMedias.id, id));
      expect(row?.status).toBe(from);
    }
  });
});

describe("deactivation reason", () => {
  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["ten characters after trimming", "   0123456789   "],
  ])("refuses deactivation with a reason %s", async (_label, reason) => {
    const id = await accountIn("active");
    const body = reason === undefined ? { status: "inactive" } : { status: "inactive", deactivationReason: reason };
    const res = await call(h, "PATCH", `/api/social-medias/status/${id}`, { token: w.tokens.superAdmin, body });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("INVALID_TRANSITION");
    expect(await entriesOf(id)).toHaveLength(1);
  });

  it("accepts eleven characters after trimming, stores the trimmed reason, and clears it on reactivation", async () => {
    const id = await accountIn("active");
    const off = await call(h, "PATCH", `/api/social-medias/status/${id}`, { token: w.tokens.superAdmin, body: { status: "inactive", deactivationReason: "  01234567890  " } });
    expect(off.status).toBe(200);
    expect(off.body.doc.deactivationReason).toBe("01234567890");
    const on = await call(h, "PATCH", `/api/social-medias/status/${id}`, { token: w.tokens.superAdmin, body: { status: "active" } });
    expect(on.status).toBe(200);
    expect(on.body.doc).toMatchObject({ status: "active", deactivationReason: null });
  });
});

describe("who may change a status", () => {
  it.each(["unitAdmin", "manager", "otherAdmin"] as const)("a %s may not, whatever the transition", async (role) => {
    const id = await accountIn("pending_approval");
    const res = await call(h, "PATCH", `/api/social-medias/status/${id}`, { token: w.tokens[role], body: { status: "in_transition" } });
    expect(res.status).toBe(403);
    expect(await entriesOf(id)).toHaveLength(1);
  });

  it("refuses an unknown status value with a validation error", async () => {
    const id = await accountIn("active");
    const res = await call(h, "PATCH", `/api/social-medias/status/${id}`, { token: w.tokens.superAdmin, body: { status: "pending" } });
    expect(res.status).toBe(400);
  });

  it("carries an account from a unit admin's creation to reactivation", async () => {
    const created = await call(h, "POST", "/api/social-medias", { token: w.tokens.unitAdmin, body: accountBody(w) });
    const id = created.body.doc.id as number;
    const steps: [SocialMediaStatus, string | undefined][] = [["in_transition", undefined], ["active", undefined], ["inactive", REASON], ["active", undefined]];
    for (const [status, deactivationReason] of steps) {
      const res = await call(h, "PATCH", `/api/social-medias/status/${id}`, { token: w.tokens.superAdmin, body: { status, deactivationReason } });
      expect(res.status, status).toBe(200);
    }
    expect((await entriesOf(id)).map((e) => [e.action, e.userId])).toEqual([
      ["create", w.users.unitAdmin],
      ["approval", w.users.superAdmin],
      ["update", w.users.superAdmin],
      ["update", w.users.superAdmin],
      ["update", w.users.superAdmin],
    ]);
  });
});
