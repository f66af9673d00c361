import { afterAll, beforeAll, expect, it } from "vitest";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, insertUser } from "./fixtures.ts";

let h: Harness;
let root: string;
beforeAll(async () => {
  h = await createHarness();
  root = (await firstUser(h)).token;
  const careful = await insertUser(h, "careful@uni.edu", "social_media_manager");
  await insertUser(h, "casual@uni.edu", "social_media_manager");
  await h.database.direct.$client.execute({ sql: "UPDATE users SET is_enabled_two_factor = 1, is_completed_training_risk = 1 WHERE id IN (1, ?)", args: [careful.id] });
  const doc = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "v1" }] }] };
  await call(h, "POST", "/api/policies", { token: root, body: { text: doc } });
  await call(h, "POST", "/api/acknowledgments", { token: root, body: { policy: 1 } });
});
afterAll(() => h.close());

const emails = (body: { docs: { email: string }[] }) => body.docs.map((d) => d.email).sort();

it("lists the users lacking each compliance item, as the dashboard counts them", async () => {
  expect(emails((await call(h, "GET", "/api/users?lacking=twoFactor", { token: root })).body)).toEqual(["casual@uni.edu"]);
  expect(emails((await call(h, "GET", "/api/users?lacking=trainingAccessibility", { token: root })).body)).toEqual(["careful@uni.edu", "casual@uni.edu", "root@uni.edu"]);
  expect(emails((await call(h, "GET", "/api/users?lacking=policyAcceptance", { token: root })).body)).toEqual(["careful@uni.edu", "casual@uni.edu"]);
  expect(emails((await call(h, "GET", "/api/users?lacking=twoFactor,policyAcceptance", { token: root })).body)).toEqual(["casual@uni.edu"]);
  expect((await call(h, "GET", "/api/users?lacking=honesty", { token: root })).status).toBe(400);
});
