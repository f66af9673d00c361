// Who is calling is kept between requests until anything is committed. A change made outside this
// instance (another instance, the CLI, an operator with sqlite3) must end a session at once.
import { join } from "node:path";
import { createClient, type Client } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, insertUser, signIn } from "./fixtures.ts";

let h: Harness;
let outside: Client;

beforeAll(async () => {
  h = await createHarness();
  await firstUser(h);
  outside = createClient({ url: `file:${join(h.dir, "test.db")}` });
});
afterAll(() => {
  outside.close();
  h.close();
});

const me = (token: string) => call(h, "GET", "/api/users/me", { token }).then((r) => r.status);

describe("the caller kept between requests", () => {
  it("a session revoked by another process is refused on the very next request", async () => {
    await insertUser(h, "revoked@uni.edu", "unit_admin");
    const token = await signIn(h, "revoked@uni.edu");
    expect(await me(token)).toBe(200);
    expect(await me(token)).toBe(200);
    await outside.execute({ sql: "UPDATE sessions SET revoked_at = ? WHERE user_id = (SELECT id FROM users WHERE email = ?)", args: [new Date().toISOString(), "revoked@uni.edu"] });
    expect(await me(token)).toBe(401);
  });

  it("a user suspended by another process is refused on the very next request", async () => {
    await insertUser(h, "suspended@uni.edu", "unit_admin");
    const token = await signIn(h, "suspended@uni.edu");
    expect(await me(token)).toBe(200);
    await outside.execute({ sql: "UPDATE users SET status = 'suspended' WHERE email = ?", args: ["suspended@uni.edu"] });
    expect(await me(token)).toBe(401);
  });

  it("a role changed by another process takes effect on the very next request", async () => {
    await insertUser(h, "promoted@uni.edu", "social_media_manager");
    const token = await signIn(h, "promoted@uni.edu");
    expect((await call(h, "GET", "/api/audit-logs?limit=5", { token })).status).toBe(403);
    await outside.execute({ sql: "UPDATE users SET role = 'super_admin' WHERE email = ?", args: ["promoted@uni.edu"] });
    expect((await call(h, "GET", "/api/audit-logs?limit=5", { token })).status).toBe(200);
  });

  it("signing out ends the session in this instance at once", async () => {
    await insertUser(h, "leaving@uni.edu", "unit_admin");
    const token = await signIn(h, "leaving@uni.edu");
    expect(await me(token)).toBe(200);
    expect((await call(h, "POST", "/api/users/logout", { token })).status).toBeLessThan(300);
    expect(await me(token)).toBe(401);
  });
});
