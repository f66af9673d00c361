// Queries that run on every request are built once per executor (the database, or one
// transaction) as drizzle prepared queries: building the SQL from the query builder cost more
// than SQLite took to run it. Their rows are mapped by a mapper worked out once (fast-rows.ts).
import { sql, type Column, type SQL } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { withFastRows } from "./fast-rows.ts";

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

/** `column IN (the ids)`, the ids bound as one JSON array so the statement is the same for any count. */
export function inIdList(column: Column, placeholder: string): SQL {
  return sql`${column} IN (SELECT value FROM json_each(${sql.placeholder(placeholder)}))`;
}

export const idList = (ids: readonly number[]): string => JSON.stringify(ids);
