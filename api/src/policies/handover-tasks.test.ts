// The handover tasks policy against a real libSQL file: the assignee, a super admin, or a unit
// admin whose scope holds the account close a task, once.
import { ERROR_CODES, type HandoverTaskDoc } from "@steward/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertAccount } from "../../test/account-fixtures.ts";
import { insertUnit } from "../../test/fixtures.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { actorOf, refusalOf } from "../../test/refusals.ts";
import type { Scope } from "../domain/scope.ts";
import { assertMayCloseTask } from "./handover-tasks.ts";

let h: Harness;
let task: HandoverTaskDoc;
let inside: Scope;
let elsewhere: Scope;
beforeAll(async () => {
  h = await createHarness();
  const faculty = await insertUnit(h, "Faculty");
  const other = await insertUnit(h, "Other");
  const account = await insertAccount(h, { name: "Faculty on X", units: [faculty.id] });
  inside = { kind: "paths", roots: [faculty.path] };
  elsewhere = { kind: "paths", roots: [other.path] };
  task = {
    id: 1,
    kind: "rotate_password",
    state: "open",
    socialMedia: { id: account.id, name: account.name, platform: "facebook" },
    user: { id: 9, name: "Leaver" },
    assignee: { id: 5, name: "Successor" },
    openedAt: "2026-03-01T00:00:00.000Z",
    dueAt: "2026-03-15T00:00:00.000Z",
    overdueAt: null,
    doneAt: null,
    doneBy: null,
    note: null,
  };
});
afterAll(() => h?.close());

it("lets the assignee, a super admin and a unit admin over the account close it", async () => {
  const db = h.database.db;
  expect(await refusalOf(assertMayCloseTask(db, actorOf("social_media_manager", 5), task, elsewhere))).toBeNull();
  expect(await refusalOf(assertMayCloseTask(db, actorOf("super_admin", 1), task, { kind: "all" }))).toBeNull();
  expect(await refusalOf(assertMayCloseTask(db, actorOf("unit_admin", 2), task, inside))).toBeNull();
});

it("refuses a unit admin elsewhere and anyone else, and a task already done", async () => {
  const db = h.database.db;
  expect(await refusalOf(assertMayCloseTask(db, actorOf("unit_admin", 2), task, elsewhere))).toMatchObject({ kind: "forbidden" });
  expect(await refusalOf(assertMayCloseTask(db, actorOf("social_media_manager", 6), task, inside))).toMatchObject({ kind: "forbidden" });
  const done = { ...task, state: "done", doneAt: "2026-03-10T00:00:00.000Z" } as HandoverTaskDoc;
  expect(await refusalOf(assertMayCloseTask(db, actorOf("social_media_manager", 5), done, elsewhere))).toMatchObject({
    kind: "conflict",
    message: ERROR_CODES.taskAlreadyDone,
    body: { doneAt: "2026-03-10T00:00:00.000Z" },
  });
});
