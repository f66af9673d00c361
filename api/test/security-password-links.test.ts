// Issue 27, "a link or token that outlives the address or state it was issued for": a set-password
// or reset link works only for an active user who still has the address it was sent to. Before,
// changing someone's address (by hand or by SCIM) left the old mailbox a working link to their account.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, grant, insertUnit } from "./fixtures.ts";

let h: Harness;
let root: string;
let unit: number;
beforeEach(async () => {
  h = await createHarness({ STEWARD_PUBLIC_URL: "https://steward.uni.edu" });
  root = (await firstUser(h)).token;
  unit = (await insertUnit(h, "University")).id;
});
afterEach(() => h.close());

/** The token of the newest e-mail to `to` in the outbox. */
async function linkSentTo(to: string): Promise<string> {
  await h.services.passwords.settled();
  const rows = (await h.database.client.execute({ sql: "SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1", args: [to] })).rows;
  const token = String(rows[0]?.["body"] ?? "").match(/token=([\w-]+)/)?.[1];
  expect(token, `no link was sent to ${to}`).toBeTruthy();
  return token!;
}
const setPassword = (token: string, password: string) => call(h, "POST", "/api/users/reset-password", { body: { token, password } });
const signsIn = async (email: string, password: string) => (await call(h, "POST", "/api/users/login", { body: { email, password } })).status === 200;

async function person(email: string) {
  const res = await call(h, "POST", "/api/users", { token: root, body: { name: "Sam Rivera", email, role: "social_media_manager", organizations: [unit] } });
  expect(res.status).toBe(201);
  return res.body.doc.id as number;
}

describe("password links follow the address they were sent to", () => {
  it("a welcome link in the old mailbox opens nothing once the address is changed; the new address gets one that works", async () => {
    const id = await person("sam@old-agency.example");
    const old = await linkSentTo("sam@old-agency.example");
    expect((await call(h, "PATCH", "/api/users", { token: root, body: { id, email: "sam@uni.edu" } })).status).toBe(200);

    const refused = await setPassword(old, "taken over by the old mailbox");
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: "INVALID_TOKEN" });
    expect(await signsIn("sam@uni.edu", "taken over by the old mailbox")).toBe(false);

    expect((await call(h, "POST", "/api/welcome-emails", { token: root, body: { user: id } })).status).toBeLessThan(300);
    expect((await setPassword(await linkSentTo("sam@uni.edu"), "the rightful owner's password")).status).toBe(200);
    expect(await signsIn("sam@uni.edu", "the rightful owner's password")).toBe(true);
  });

  it("a reset link opens nothing once the address is changed, or the person is deactivated", async () => {
    const id = await person("sam@uni.edu");
    await setPassword(await linkSentTo("sam@uni.edu"), "first password here");
    await call(h, "POST", "/api/users/forgot-password", { body: { email: "sam@uni.edu" } });
    const reset = await linkSentTo("sam@uni.edu");
    expect((await call(h, "PATCH", "/api/users", { token: root, body: { id, email: "sam.rivera@uni.edu" } })).status).toBe(200);
    expect((await setPassword(reset, "someone else's choice")).status).toBe(400);

    h.clock.now = new Date(h.clock.now.getTime() + 10 * 60_000);
    await call(h, "POST", "/api/users/forgot-password", { body: { email: "sam.rivera@uni.edu" } });
    const second = await linkSentTo("sam.rivera@uni.edu");
    await h.database.direct.$client.execute({ sql: "UPDATE users SET status = 'inactive' WHERE id = ?", args: [id] });
    expect((await setPassword(second, "a deactivated person's")).status).toBe(400);
    await h.database.direct.$client.execute({ sql: "UPDATE users SET status = 'active' WHERE id = ?", args: [id] });
    // Refused, not spent: had the person been active, the very same link works.
    expect((await setPassword(second, "back and allowed now")).status).toBe(200);
  });

  it("an address that differs only in letter case is the same address", async () => {
    const id = await person("sam@uni.edu");
    const link = await linkSentTo("sam@uni.edu");
    await h.database.direct.$client.execute({ sql: "UPDATE users SET email = 'Sam@Uni.edu' WHERE id = ?", args: [id] });
    expect((await setPassword(link, "still my own mailbox")).status).toBe(200);
  });
});
