// The cases policy against a real libSQL file (issue 34): the reader's filter built from their role
// and grants, applied by the repository's one WHERE. A super admin sees every case; a unit admin the
// cases of their subtree (never another's); a manager or administrator the cases of their accounts
// and those routed to them, whatever unit grants they hold; anyone else nothing.
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertAccount } from "../../test/account-fixtures.ts";
import { insertUnit, insertUser } from "../../test/fixtures.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { cases } from "../db/tables/cases.ts";
import { socialMediaManagers } from "../db/schema.ts";
import { findCaseView } from "../repositories/cases-repo.ts";
import { caseReaderFor } from "./cases.ts";

let h: Harness;
let paths: { faculty: string; dept: string; arts: string };
let people: { admin: number; manager: number; stranger: number; routed: number };
const CASE = { onAccount: 1, routedOnly: 2 };

beforeAll(async () => {
  h = await createHarness();
  const faculty = await insertUnit(h, "Faculty");
  const dept = await insertUnit(h, "Department", faculty.id);
  const arts = await insertUnit(h, "Arts");
  paths = { faculty: faculty.path, dept: dept.path, arts: arts.path };
  people = {
    admin: (await insertUser(h, "admin@uni.edu", "social_media_manager")).id,
    manager: (await insertUser(h, "manager@uni.edu", "social_media_manager")).id,
    stranger: (await insertUser(h, "stranger@uni.edu", "social_media_manager")).id,
    routed: (await insertUser(h, "routed@uni.edu", "social_media_manager")).id,
  };
  const account = await insertAccount(h, { name: "Department on X", units: [dept.id], primaryAdminId: people.admin });
  await h.database.direct.insert(socialMediaManagers).values({ socialMediaId: account.id, userId: people.manager });
  const base = { kind: "removal", state: "confirmed", reporterLocale: "en", tokenExpiresAt: "2026-03-18T00:00:00.000Z", reportedAt: "2026-03-15T00:00:00.000Z", confirmedAt: "2026-03-15T00:00:00.000Z", updatedAt: "2026-03-15T00:00:00.000Z" };
  await h.database.direct.insert(cases).values([
    { ...base, id: CASE.onAccount, accountId: account.id, unitId: dept.id, tokenHash: "a", owners: JSON.stringify([people.admin]) },
    { ...base, id: CASE.routedOnly, kind: "impostor", unitId: null, tokenHash: "b", owners: JSON.stringify([people.routed]) },
    // Unconfirmed: nobody's case yet.
    { ...base, id: 3, state: "received", confirmedAt: null, accountId: account.id, unitId: dept.id, tokenHash: "c" },
  ]);
});
afterAll(() => h?.close());

const sees = async (reader: ReturnType<typeof caseReaderFor>) => {
  const seen: number[] = [];
  for (const id of [1, 2, 3]) if (await findCaseView(h.database.db, id, reader)) seen.push(id);
  return seen;
};

it("a super admin sees every confirmed case, never an unconfirmed report", async () => {
  expect(await sees(caseReaderFor({ id: 99, role: "super_admin" }, []))).toEqual([CASE.onAccount, CASE.routedOnly]);
});

it("a unit admin sees their subtree's cases, not another subtree's", async () => {
  expect(await sees(caseReaderFor({ id: 98, role: "unit_admin" }, [paths.faculty]))).toEqual([CASE.onAccount]);
  expect(await sees(caseReaderFor({ id: 98, role: "unit_admin" }, [paths.arts]))).toEqual([]);
});

it("an account's administrator and manager see its cases; the people it was routed to see theirs; a stranger nothing", async () => {
  expect(await sees(caseReaderFor({ id: people.admin, role: "social_media_manager" }, []))).toEqual([CASE.onAccount]);
  expect(await sees(caseReaderFor({ id: people.manager, role: "social_media_manager" }, []))).toEqual([CASE.onAccount]);
  expect(await sees(caseReaderFor({ id: people.routed, role: "social_media_manager" }, []))).toEqual([CASE.routedOnly]);
  // A manager's unit grants give no unit-wide view of cases.
  expect(await sees(caseReaderFor({ id: people.stranger, role: "social_media_manager" }, [paths.faculty]))).toEqual([]);
});
