// Who and what a caller may attach to an account: units in their scope, and users who hold a grant
// on a unit in their scope (every user for a super admin). Used for the form's choices and to check
// the ids a request names.
import { and, asc, eq, exists, inArray, ne, sql } from "drizzle-orm";
import type { Ref, Role, UserRef } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { accessGrants, units, users } from "../db/schema.ts";
import { withinScope, type Scope } from "./scope-repo.ts";

export type OptionUser = UserRef & { role: Role };

function userInScope(ex: Executor, scope: Scope) {
  const inScope = withinScope(units.path, scope);
  if (inScope === undefined) return undefined;
  return exists(
    ex
      .select({ one: sql`1` })
      .from(accessGrants)
      .innerJoin(units, eq(units.id, accessGrants.unitId))
      .where(and(eq(accessGrants.userId, users.id), inScope)),
  );
}

export async function unitsInScope(ex: Executor, scope: Scope, ids?: readonly number[]): Promise<Ref[]> {
  return ex
    .select({ id: units.id, name: units.name })
    .from(units)
    .where(and(withinScope(units.path, scope), ids ? inArray(units.id, [...ids]) : undefined))
    .orderBy(asc(units.name), asc(units.id));
}

/** Users who may be named on an account; `ids` narrows to those asked about. Rejected users never. */
export async function usersInScope(ex: Executor, scope: Scope, ids?: readonly number[]): Promise<OptionUser[]> {
  return ex
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(ne(users.status, "rejected"), userInScope(ex, scope), ids ? inArray(users.id, [...ids]) : undefined))
    .orderBy(asc(users.name), asc(users.id));
}
