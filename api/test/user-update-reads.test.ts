// A user update reads the user's grants once (issue 28): the rules, the deactivation check and
// the audit entry's "before" all use that one read; the "after" reads again only when the update
// replaced the grants.
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, grant, insertUnit, insertUser } from "./fixtures.ts";

const reads = vi.hoisted(() => ({ grantsOf: [] as number[] }));
vi.mock("../src/repositories/grants-repo.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../src/repositories/grants-repo.ts")>();
  return {
    ...original,
    grantsOfUser: (ex: Parameters<typeof original.grantsOfUser>[0], userId: number) => {
      reads.grantsOf.push(userId);
      return original.grantsOfUser(ex, userId);
    },
  };
});

let h: Harness;
let root: string;
beforeEach(async () => {
  h = await createHarness();
  root = (await firstUser(h)).token;
});
afterEach(() => h.close());

it("reads the grants once for a deactivation, and twice when the units change", async () => {
  const unit = await insertUnit(h, "Faculty");
  const other = await insertUnit(h, "Other");
  const sam = await insertUser(h, "sam@uni.edu", "social_media_manager");
  await grant(h, sam.id, unit.id);

  reads.grantsOf.length = 0;
  const off = await call(h, "PUT", "/api/users/status", { token: root, body: { id: sam.id, status: "inactive" } });
  expect(off.status).toBe(200);
  expect(reads.grantsOf.filter((id) => id === sam.id)).toHaveLength(1);
  expect(off.body.doc.organizations).toEqual([{ id: unit.id, name: "Faculty" }]);

  reads.grantsOf.length = 0;
  const moved = await call(h, "PATCH", "/api/users", { token: root, body: { id: sam.id, organizations: [other.id] } });
  expect(moved.status).toBe(200);
  expect(reads.grantsOf.filter((id) => id === sam.id)).toHaveLength(2);
  expect(moved.body.doc.organizations).toEqual([{ id: other.id, name: "Other" }]);
});
