// Reading a caller's scope (domain/scope.ts) from their grants, and the scope as SQL: half-open
// path ranges on the path index.
import { and, eq, gte, lt, or, sql, type SQL, type Column } from "drizzle-orm";
import { bypassesScope, pathRange, scopeRoots, type Resource } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { accessGrants, units } from "../db/schema.ts";
import { builtOncePer } from "./prepared.ts";
import type { Actor } from "../domain/actor.ts";
import type { Scope } from "../domain/scope.ts";

export type { Scope };

const pathsInForce = builtOncePer((ex) =>
  ex
    .select({ path: units.path })
    .from(accessGrants)
    .innerJoin(units, eq(units.id, accessGrants.unitId))
    .where(
      and(
        eq(accessGrants.userId, sql.placeholder("userId")),
        or(
          eq(accessGrants.type, "permanent"),
          and(sql`${accessGrants.startDate} <= ${sql.placeholder("today")}`, sql`${accessGrants.endDate} >= ${sql.placeholder("today")}`),
        ),
      ),
    )
    .prepare(),
);

export async function grantedPathsInForce(ex: Executor, userId: number, today: string): Promise<string[]> {
  const rows = await pathsInForce(ex).all({ userId, today });
  return rows.map((r) => r.path);
}

export async function loadScope(ex: Executor, actor: Actor, resource: Resource, today: string): Promise<Scope> {
  return (await loadScopes(ex, actor, [resource], today))[resource];
}

/** The caller's scope for several resources, reading their grants at most once. */
export async function loadScopes<R extends Resource>(ex: Executor, actor: Actor, resources: readonly R[], today: string): Promise<Record<R, Scope>> {
  let roots: string[] | undefined;
  const scopes = {} as Record<R, Scope>;
  for (const resource of resources) {
    if (bypassesScope(actor.role, resource)) scopes[resource] = { kind: "all" };
    else scopes[resource] = { kind: "paths", roots: (roots ??= scopeRoots(await grantedPathsInForce(ex, actor.id, today))) };
  }
  return scopes;
}

/**
 * A key for what a list shows besides its page: the scope it is read in and the rest of its view
 * (filters, sort, how the scope is applied). Kept orders and queries built once are keyed by it.
 */
export function viewKey(scope: Scope, ...view: unknown[]): string {
  return JSON.stringify([scope.kind === "all" ? "all" : scope.roots, ...view]);
}

/** SQL that is true when `pathColumn` lies within the scope. An empty scope matches nothing. */
export function withinScope(pathColumn: Column, scope: Scope): SQL | undefined {
  if (scope.kind === "all") return undefined;
  if (scope.roots.length === 0) return sql`0`;
  return or(
    ...scope.roots.map((root) => {
      const { low, high } = pathRange(root);
      return and(gte(pathColumn, low), lt(pathColumn, high));
    }),
  );
}
