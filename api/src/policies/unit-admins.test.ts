// The last-unit-admin rule: which units a change takes a unit admin from, and, against a real
// libSQL file, the refusal when nobody else is left to administer them.
import { ERROR_CODES } from "@steward/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { grant, insertUnit, insertUser } from "../../test/fixtures.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { refusalOf } from "../../test/refusals.ts";
import { assertUnitsKeepAdmins, assertUnitsStillHaveAdmins, unitsLosingAdmin, type AdminState } from "./unit-admins.ts";

const TODAY = "2026-03-15";
const on = (unitId: number, type: "permanent" | "temporary" = "permanent", startDate: string | null = null, endDate: string | null = null) => ({ unitId, type, startDate, endDate });
const admin = (grants: AdminState["grants"], over: Partial<AdminState> = {}): AdminState => ({ role: "unit_admin", status: "active", grants, ...over });

it("takes a unit admin from the units whose grant in force goes, or from all of them when the role or status goes", () => {
  expect(unitsLosingAdmin(admin([on(1), on(2)]), admin([on(1)]), TODAY)).toEqual([2]);
  expect(unitsLosingAdmin(admin([on(1), on(2)]), admin([on(1), on(2)], { role: "social_media_manager" }), TODAY)).toEqual([1, 2]);
  expect(unitsLosingAdmin(admin([on(1)]), admin([on(1)], { status: "inactive" }), TODAY)).toEqual([1]);
  // A grant not in force today administers nothing, so losing it takes nothing.
  expect(unitsLosingAdmin(admin([on(1), on(2, "temporary", "2026-01-01", "2026-02-01")]), admin([on(1)]), TODAY)).toEqual([]);
  expect(unitsLosingAdmin(admin([on(1)], { role: "social_media_manager" }), admin([]), TODAY)).toEqual([]);
});

let h: Harness;
let unit: { id: number; name: string };
let first: { id: number };
beforeAll(async () => {
  h = await createHarness();
  unit = await insertUnit(h, "Faculty");
  first = await insertUser(h, "first@uni.edu", "unit_admin");
  await grant(h, first.id, unit.id);
});
afterAll(() => h?.close());

it("refuses to leave a unit without a unit admin, naming it, until someone else administers it", async () => {
  const db = h.database.db;
  const leaving = () => assertUnitsKeepAdmins(db, first.id, admin([on(unit.id)]), admin([]), TODAY);
  expect(await refusalOf(leaving())).toMatchObject({ kind: "conflict", message: ERROR_CODES.lastUnitAdmin, body: { organizations: [{ id: unit.id, name: "Faculty" }] } });
  expect(await refusalOf(assertUnitsStillHaveAdmins(db, [unit.id], TODAY))).toBeNull();

  const second = await insertUser(h, "second@uni.edu", "unit_admin");
  await grant(h, second.id, unit.id);
  expect(await refusalOf(leaving())).toBeNull();
});
