// The unit an impostor report names (cases/case-routing.ts, claimedUnit): found by its name when only
// one active unit has it, by its place ("Faculty / Unit", or the directory's "›") when several do, and
// not at all when the words still fit two units or none: the case then goes to the super admins, never
// to the admins of the wrong "Admissions".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimedUnit } from "../src/cases/case-routing.ts";
import { createHarness, type Harness } from "./harness.ts";
import { insertUnit } from "./fixtures.ts";

let h: Harness;
const ids: Record<string, number> = {};
beforeAll(async () => {
  h = await createHarness();
  const uni = await insertUnit(h, "University");
  const science = await insertUnit(h, "Faculty of Science", uni.id);
  const arts = await insertUnit(h, "Faculty of Arts", uni.id);
  ids.scienceAdmissions = (await insertUnit(h, "Admissions", science.id)).id;
  ids.artsAdmissions = (await insertUnit(h, "Admissions", arts.id)).id;
  ids.physics = (await insertUnit(h, "Physics", science.id)).id;
  await insertUnit(h, "Chemistry", science.id, "inactive");
});
afterAll(() => h.close());

const found = async (claimed: string) => (await claimedUnit(h.database.db, claimed))?.id;

describe("the unit an impostor report names", () => {
  it("is the one unit of that name, letter case aside", async () => {
    expect(await found("physics")).toBe(ids.physics);
    expect(await found("  PHYSICS ")).toBe(ids.physics);
  });

  it("is told apart from a namesake by its place, written from any unit above it", async () => {
    expect(await found("Admissions")).toBeUndefined();
    expect(await found("Faculty of Science / Admissions")).toBe(ids.scienceAdmissions);
    expect(await found("University › Faculty of Arts › Admissions")).toBe(ids.artsAdmissions);
    expect(await found("faculty of arts/admissions")).toBe(ids.artsAdmissions);
  });

  it("is none when the place fits no unit, or the unit is inactive", async () => {
    expect(await found("Faculty of Law / Admissions")).toBeUndefined();
    expect(await found("Faculty of Arts / Physics")).toBeUndefined();
    expect(await found("Chemistry")).toBeUndefined();
    expect(await found(" / ")).toBeUndefined();
  });
});
