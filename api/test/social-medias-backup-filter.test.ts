import { afterAll, beforeAll, expect, it } from "vitest";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, insertUnit, insertUser } from "./fixtures.ts";
import { insertAccount } from "./account-fixtures.ts";

let h: Harness;
let root: string;
beforeAll(async () => {
  h = await createHarness();
  root = (await firstUser(h)).token;
  const unit = await insertUnit(h, "University");
  const backup = await insertUser(h, "backup@uni.edu", "unit_admin");
  await insertAccount(h, { name: "Has backup", units: [unit.id], backupAdminId: backup.id });
  await insertAccount(h, { name: "No backup A", units: [unit.id] });
  await insertAccount(h, { name: "No backup B", units: [unit.id] });
});
afterAll(() => h.close());

it("backupAdmin=none lists exactly the accounts without a backup administrator", async () => {
  const res = await call(h, "GET", "/api/social-medias?backupAdmin=none&sort=name", { token: root });
  expect(res.status).toBe(200);
  expect(res.body.docs.map((d: { name: string }) => d.name)).toEqual(["No backup A", "No backup B"]);
  expect((await call(h, "GET", "/api/social-medias", { token: root })).body.totalDocs).toBe(3);
  expect((await call(h, "GET", "/api/social-medias?backupAdmin=some", { token: root })).status).toBe(400);
});
