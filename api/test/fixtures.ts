// Direct inserts for states that the API under test does not create itself yet (units, grants,
// users of each role). Paths follow the same rule as the product: parent path + id + '/'.
import { eq } from "drizzle-orm";
import { unitPath, type AccessType, type Role, type UnitStatus } from "@steward/shared";
import { createPasswordHasher } from "../src/auth/password.ts";
import { accessGrants, units, users } from "../src/db/schema.ts";
import type { Harness } from "./harness.ts";
import { call } from "./harness.ts";

export const PASSWORD = "correct horse battery";

export async function insertUnit(h: Harness, name: string, parentId: number | null = null, status: UnitStatus = "active") {
  const db = h.database.direct;
  const parent = parentId === null ? undefined : (await db.select().from(units).where(eq(units.id, parentId)))[0];
  const [row] = await db
    .insert(units)
    .values({ name, type: parent ? "department" : "higher_education_institution", path: "/pending/", depth: parent ? parent.depth + 1 : 0, parentId, status })
    .returning();
  if (!row) throw new Error("unit insert failed");
  const path = unitPath(parent?.path ?? null, row.id);
  await db.update(units).set({ path }).where(eq(units.id, row.id));
  return { ...row, path };
}

export async function insertUser(h: Harness, email: string, role: Role, name = email.split("@")[0] ?? email) {
  const [row] = await h.database.direct
    .insert(users)
    .values({ name, email: email.toLowerCase(), role, status: "active", passwordHash: await testPasswordHash() })
    .returning();
  if (!row) throw new Error("user insert failed");
  return row;
}

let cachedHash: Promise<string> | undefined;
/** One hash of the shared test password, with the harness's cheap cost. */
function testPasswordHash(): Promise<string> {
  return (cachedHash ??= createPasswordHasher(1000).hash(PASSWORD));
}

export async function grant(h: Harness, userId: number, unitId: number, type: AccessType = "permanent", start: string | null = null, end: string | null = null) {
  await h.database.direct.insert(accessGrants).values({ userId, unitId, type, startDate: start, endDate: end });
}

export async function signIn(h: Harness, email: string, password = PASSWORD): Promise<string> {
  const res = await call(h, "POST", "/api/users/login", { body: { email, password } });
  if (res.status !== 200) throw new Error(`login failed for ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

export async function firstUser(h: Harness, email = "root@uni.edu") {
  const res = await call(h, "POST", "/api/create-first-user", { body: { name: "Root Admin", email, password: PASSWORD } });
  if (res.status !== 201) throw new Error(`first user failed: ${res.status}`);
  return { user: res.body.user, token: await signIn(h, email) };
}
