// The compiled row mapper (repositories/fast-rows.ts) must give exactly what drizzle's own mapping
// gives, for every shape of select the hot queries use: whole tables, nested objects, left-joined
// aliases that are missing (the object is null) or there, SQL fields with their own decoders,
// boolean flags, and a `get` of no row. drizzle-orm is pinned exactly in package.json for it.
import { readFileSync } from "node:fs";
import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { socialMedias, socialMediaUnits, units, users } from "../src/db/schema.ts";
import { withFastRows } from "../src/repositories/fast-rows.ts";
import { createHarness, type Harness } from "./harness.ts";
import { insertUnit, insertUser } from "./fixtures.ts";
import { insertAccount } from "./account-fixtures.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  const unit = await insertUnit(h, "Faculty of Arts");
  const ada = await insertUser(h, "ada@uni.edu", "unit_admin", "Ada");
  const bo = await insertUser(h, "bo@uni.edu", "social_media_manager", "Bo");
  await insertAccount(h, { name: "Both admins", units: [unit.id], primaryAdminId: ada.id, backupAdminId: bo.id });
  await insertAccount(h, { name: "Primary only", units: [unit.id], primaryAdminId: ada.id });
  await insertAccount(h, { name: "Nobody", units: [unit.id] });
});
afterAll(() => h.close());

const primary = alias(users, "primary_admin");
const backup = alias(users, "backup_admin");

/** Every shape, as a function building the same prepared query twice. */
const shapes = {
  "a whole table, left-joined aliases as nested objects, a SQL field with a decoder": () =>
    h.database.db
      .select({
        account: socialMedias,
        primary: { id: primary.id, name: primary.name, email: primary.email },
        backup: { id: backup.id, name: backup.name },
        units: sql<number>`(SELECT count(*) FROM ${socialMediaUnits} WHERE ${socialMediaUnits.socialMediaId} = ${socialMedias.id})`.mapWith(Number),
        shout: sql<string>`upper(${socialMedias.name})`,
      })
      .from(socialMedias)
      .leftJoin(primary, eq(primary.id, socialMedias.primaryAdminId))
      .leftJoin(backup, eq(backup.id, socialMedias.backupAdminId))
      .orderBy(asc(socialMedias.id))
      .prepare(),
  "a whole user with boolean flags, and an inner join": () =>
    h.database.db
      .select({ user: users, unit: { id: units.id, name: units.name } })
      .from(users)
      .innerJoin(units, sql`1`)
      .orderBy(asc(users.id))
      .prepare(),
  "flat columns from two tables, a placeholder": () =>
    h.database.db
      .select({ id: socialMedias.id, name: socialMedias.name, unitId: socialMediaUnits.unitId, position: socialMediaUnits.position })
      .from(socialMedias)
      .innerJoin(socialMediaUnits, eq(socialMediaUnits.socialMediaId, socialMedias.id))
      .where(sql`${socialMedias.name} <> ${sql.placeholder("not")}`)
      .orderBy(asc(socialMedias.id))
      .prepare(),
};

describe("the compiled row mapper", () => {
  for (const [name, build] of Object.entries(shapes)) {
    it(`maps as drizzle does: ${name}`, async () => {
      const params = { not: "Nobody" };
      const drizzle = await build().all(params);
      const fast = await withFastRows(build()).all(params);
      expect(drizzle.length).toBeGreaterThan(0);
      expect(fast).toEqual(drizzle);
      expect(await withFastRows(build()).get(params)).toEqual(await build().get(params));
    });
  }

  it("gives the null objects of missing left-joined rows, and undefined for a get of no row", async () => {
    const rows = (await withFastRows(shapes["a whole table, left-joined aliases as nested objects, a SQL field with a decoder"]()).all()) as Array<{
      account: { name: string };
      primary: unknown;
      backup: unknown;
      units: unknown;
    }>;
    expect(rows.map((r) => [r.account.name, r.primary === null, r.backup === null])).toEqual([
      ["Both admins", false, false],
      ["Primary only", false, true],
      ["Nobody", true, true],
    ]);
    expect(rows.every((r) => r.units === 1)).toBe(true);
    const none = withFastRows(h.database.db.select({ id: users.id }).from(users).where(eq(users.id, -1)).prepare());
    expect(await none.get()).toBeUndefined();
  });
});

describe("the drizzle whose internals it reads", () => {
  it("is pinned to one exact version, the one installed: an upgrade is a choice this test's mapping checks", () => {
    const declared = (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { devDependencies: Record<string, string> }).devDependencies["drizzle-orm"];
    const installed = (JSON.parse(readFileSync(new URL("../../node_modules/drizzle-orm/package.json", import.meta.url), "utf8")) as { version: string }).version;
    expect(declared).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed).toBe(declared);
  });
});
