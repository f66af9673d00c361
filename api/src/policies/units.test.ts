// The units policy against a real libSQL file: only a super admin moves a unit, and a unit with
// active sub-units is locked for everyone else until they are inactive.
import { ERROR_CODES } from "@steward/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { units } from "../db/schema.ts";
import { insertUnit } from "../../test/fixtures.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { actorOf, refusalOf } from "../../test/refusals.ts";
import { assertMayChangeUnit, assertMayDisableUnit } from "./units.ts";

let h: Harness;
let parent: { id: number };
let leaf: { id: number };
beforeAll(async () => {
  h = await createHarness();
  parent = await insertUnit(h, "Faculty");
  leaf = await insertUnit(h, "Department", parent.id);
});
afterAll(() => h?.close());

it("lets only a super admin move a unit, refused before anything else", async () => {
  const db = h.database.db;
  expect(await refusalOf(assertMayChangeUnit(db, actorOf("super_admin"), leaf, true))).toBeNull();
  expect(await refusalOf(assertMayChangeUnit(db, actorOf("unit_admin"), leaf, true))).toMatchObject({ kind: "forbidden", message: ERROR_CODES.unitParentChangeNotAllowed });
  expect((await refusalOf(assertMayChangeUnit(db, actorOf("unit_admin"), parent, true)))?.message).toBe(ERROR_CODES.unitParentChangeNotAllowed);
  expect(await refusalOf(assertMayChangeUnit(db, actorOf("unit_admin"), leaf, false))).toBeNull();
});

it("locks a unit with active sub-units for all but a super admin, until the sub-units are inactive", async () => {
  const db = h.database.db;
  for (const check of [() => assertMayChangeUnit(db, actorOf("unit_admin"), parent, false), () => assertMayDisableUnit(db, actorOf("unit_admin"), parent)]) {
    expect(await refusalOf(check())).toMatchObject({ kind: "conflict", message: ERROR_CODES.unitHasActiveChildren });
  }
  expect(await refusalOf(assertMayChangeUnit(db, actorOf("super_admin"), parent, false))).toBeNull();
  expect(await refusalOf(assertMayDisableUnit(db, actorOf("super_admin"), parent))).toBeNull();

  await h.database.direct.update(units).set({ status: "inactive" }).where(eq(units.id, leaf.id));
  expect(await refusalOf(assertMayChangeUnit(db, actorOf("unit_admin"), parent, false))).toBeNull();
  expect(await refusalOf(assertMayDisableUnit(db, actorOf("unit_admin"), parent))).toBeNull();
});
