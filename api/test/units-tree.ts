// A unit tree with a look-alike path prefix, shared by the unit write tests:
//   /1/ University -> /1/2/ Faculty of Science -> /1/2/3/ Physics
//                  -> /1/4/ Faculty of Arts -> fillers 5..22
//                  -> /1/23/ Faculty of Law -> /1/23/24/ Law Clinic
//   /25/ Other Institution
import { count, eq } from "drizzle-orm";
import { auditLogs, units } from "../src/db/schema.ts";
import type { Harness } from "./harness.ts";
import { insertUnit } from "./fixtures.ts";

export interface Tree {
  root: number;
  faculty: number;
  dept: number;
  sibling: number;
  lookAlike: number;
  lookAlikeChild: number;
  other: number;
}

export async function buildTree(h: Harness): Promise<Tree> {
  const root = await insertUnit(h, "University");
  const faculty = await insertUnit(h, "Faculty of Science", root.id);
  const dept = await insertUnit(h, "Physics", faculty.id);
  const sibling = await insertUnit(h, "Faculty of Arts", root.id);
  for (let i = 5; i <= 22; i++) await insertUnit(h, `Filler ${i}`, sibling.id);
  const lookAlike = await insertUnit(h, "Faculty of Law", root.id);
  const lookAlikeChild = await insertUnit(h, "Law Clinic", lookAlike.id);
  const other = await insertUnit(h, "Other Institution");
  if (faculty.path !== "/1/2/" || lookAlike.path !== "/1/23/") throw new Error(`unexpected tree: ${faculty.path} ${lookAlike.path}`);
  return { root: root.id, faculty: faculty.id, dept: dept.id, sibling: sibling.id, lookAlike: lookAlike.id, lookAlikeChild: lookAlikeChild.id, other: other.id };
}

export async function unitRow(h: Harness, id: number) {
  const [row] = await h.database.db.select().from(units).where(eq(units.id, id));
  if (!row) throw new Error(`no unit ${id}`);
  return row;
}

export async function auditCount(h: Harness): Promise<number> {
  const [row] = await h.database.db.select({ n: count() }).from(auditLogs);
  return row?.n ?? 0;
}

export async function unitCount(h: Harness): Promise<number> {
  const [row] = await h.database.db.select({ n: count() }).from(units);
  return row?.n ?? 0;
}

export async function lastAudit(h: Harness) {
  const rows = await h.database.db.select().from(auditLogs);
  const last = rows.at(-1);
  if (!last) throw new Error("no audit entry");
  return { ...last, organizations: JSON.parse(last.organizations) as number[] };
}
