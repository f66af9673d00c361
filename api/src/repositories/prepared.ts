// Queries that run on every request are built once per executor (the database, or one
// transaction) as drizzle prepared queries: building the SQL from the query builder cost more
// than SQLite took to run it. Their rows are mapped by a mapper worked out once (fast-rows.ts).
import { sql, type Column, type SQL } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { withFastRows } from "./fast-rows.ts";
import { rememberWithin } from "../bounded-map.ts";
import { KEPT_ANSWERS } from "../kept-answers.ts";

export function builtOncePer<Q>(build: (ex: Executor) => Q): (ex: Executor) => Q {
  const built = new WeakMap<Executor, Q>();
  return (ex) => {
    let query = built.get(ex);
    if (query === undefined) {
      query = withFastRows(build(ex));
      built.set(ex, query);
    }
    return query;
  };
}

/**
 * Like `builtOncePer`, for queries whose SQL differs by something known at request time (a scope's
 * paths, a list's filters): each is built once per executor and key, and at most `max` are kept per
 * executor, the oldest forgotten first.
 */
export function builtOncePerKey<Q>(max: number = KEPT_ANSWERS["prepared keyed queries"].bound): (ex: Executor, key: string, build: () => Q) => Q {
  const built = new WeakMap<Executor, Map<string, Q>>();
  return (ex, key, build) => {
    let byKey = built.get(ex);
    if (byKey === undefined) built.set(ex, (byKey = new Map()));
    let query = byKey.get(key);
    if (query === undefined) {
      query = withFastRows(build());
      rememberWithin(byKey, key, query, max);
    }
    return query;
  };
}

/** `column IN (the ids)`, the ids bound as one JSON array so the statement is the same for any count. */
export function inIdList(column: Column, placeholder: string): SQL {
  return sql`${column} IN (SELECT value FROM json_each(${sql.placeholder(placeholder)}))`;
}

export const idList = (ids: readonly number[]): string => JSON.stringify(ids);
