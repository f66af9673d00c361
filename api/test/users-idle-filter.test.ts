// The users list's `idle` filter (issue 30): the home page's "Not signed in for 90 days" card links
// to the users list filtered so, and the list must hold the same people the card counts.
import { afterAll, beforeAll, expect, it } from "vitest";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, insertUser } from "./fixtures.ts";

let h: Harness;
let root: string;
beforeAll(async () => {
  h = await createHarness();
  root = (await firstUser(h)).token;
  const never = await insertUser(h, "never@uni.edu", "social_media_manager");
  const long = await insertUser(h, "long-ago@uni.edu", "social_media_manager");
  const lately = await insertUser(h, "lately@uni.edu", "social_media_manager");
  const gone = await insertUser(h, "gone@uni.edu", "social_media_manager");
  await insertUser(h, "new@uni.edu", "social_media_manager");
  const run = (sql: string, args: (string | number)[]) => h.database.direct.$client.execute({ sql, args });
  // Made long ago: never signed in, signed in long ago, signed in lately, and one made inactive.
  for (const id of [never.id, long.id, lately.id, gone.id]) await run("UPDATE users SET created_at = '2020-01-01T00:00:00.000Z' WHERE id = ?", [id]);
  await run("INSERT INTO user_sign_ins (user_id, last_sign_in_at, method) VALUES (?, '2021-01-01T00:00:00.000Z', 'password')", [long.id]);
  await run("INSERT INTO user_sign_ins (user_id, last_sign_in_at, method) VALUES (?, ?, 'password')", [lately.id, new Date().toISOString()]);
  await run("UPDATE users SET status = 'inactive' WHERE id = ?", [gone.id]);
});
afterAll(() => h.close());

it("lists the active people not signed in for 90 days, as the home page counts them", async () => {
  const list = await call(h, "GET", "/api/users?idle=yes&limit=100", { token: root });
  expect(list.status).toBe(200);
  expect(list.body.docs.map((d: { email: string }) => d.email).sort()).toEqual(["long-ago@uni.edu", "never@uni.edu"]);
  const summary = await call(h, "GET", "/api/dormancy/summary", { token: root });
  expect(summary.body.idleUsersTotal).toBe(list.body.totalDocs);
  expect((await call(h, "GET", "/api/users?idle=maybe", { token: root })).status).toBe(400);
});
