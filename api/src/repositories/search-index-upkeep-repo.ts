// Keeping the search box's indexes (migration 0022_search_index) fast. FTS5 records a change to an
// indexed row as a delete marker beside the old entry until its own merges reach them, so after many
// writes (a large import, a bulk action, a busy day) every search reads and skips dead entries; after
// the large institution's seed they were a third of the accounts' index and made reads 2-5x slower
// (migration 0025 compacted them once). 'optimize' merges each index into one segment without them:
// under a second at the large institution's size, in one write.
import { sql } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";

const SEARCH_INDEXES = ["search_people", "search_accounts", "search_flags"] as const;

export async function compactSearchIndexes(ex: Executor): Promise<void> {
  // The names are this module's constants, never input.
  for (const table of SEARCH_INDEXES) await ex.run(sql.raw(`INSERT INTO ${table} (${table}) VALUES ('optimize')`));
}
