// `search-index`: the search indexes compacted nightly (repositories/search-index-upkeep-repo.ts),
// so a day's writes never leave searches reading dead entries for long. An import's commit does
// the same at once (services/imports/run-import.ts): it is the one write large enough to matter
// the same day.
import type { Database } from "../db/connection.ts";
import { compactSearchIndexes } from "../repositories/search-index-upkeep-repo.ts";
import type { Job } from "./scheduler.ts";

export const SEARCH_INDEX_CRON = "45 4 * * *";

export function searchIndexJob(database: Database): Job {
  return {
    name: "search-index",
    schedule: { cron: SEARCH_INDEX_CRON },
    run: async () => database.write((tx) => compactSearchIndexes(tx)),
  };
}
