// The audit logs policy against a real libSQL file: a super admin reads every entry, whatever units
// they hold; a unit admin the entries touching the units of their grants.
import { afterAll, beforeAll, expect, it } from "vitest";
import { grant, insertUnit, insertUser } from "../../test/fixtures.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { actorOf } from "../../test/refusals.ts";
import { auditScopeFrom, auditScopeOf } from "./audit-logs.ts";

let h: Harness;
let facultyPath: string;
let rootId: number;
let uaId: number;
beforeAll(async () => {
  h = await createHarness();
  const faculty = await insertUnit(h, "Faculty");
  facultyPath = faculty.path;
  const root = await insertUser(h, "root@uni.edu", "super_admin");
  const ua = await insertUser(h, "ua@uni.edu", "unit_admin");
  // A super admin holding a grant still reads everything.
  await grant(h, root.id, faculty.id);
  await grant(h, ua.id, faculty.id);
  rootId = root.id;
  uaId = ua.id;
});
afterAll(() => h?.close());

it("gives a super admin every entry and a unit admin the entries of their scope", async () => {
  expect(await auditScopeOf(h.database.db, actorOf("super_admin", rootId), "2026-03-15")).toEqual({ kind: "all" });
  expect(await auditScopeOf(h.database.db, actorOf("unit_admin", uaId), "2026-03-15")).toEqual({ kind: "paths", roots: [facultyPath] });
  const loaded = { kind: "paths" as const, roots: [facultyPath] };
  expect(auditScopeFrom(actorOf("super_admin"), loaded)).toEqual({ kind: "all" });
  expect(auditScopeFrom(actorOf("unit_admin"), loaded)).toBe(loaded);
});
