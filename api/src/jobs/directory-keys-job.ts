// `directory-keys`: when the rule that turns a profile address into keys changes
// (PROFILE_KEYS_RULE in shared/profile-urls.ts), the keys stored under the old one are made again
// from each listing's snapshot. An interval job, so an instance starting after an upgrade does it
// at once; afterwards a run finds nothing older and costs one query.
import type { Database } from "../db/connection.ts";
import { recomputeStaleDirectoryKeys } from "../services/directory-listing.ts";
import type { Job } from "./scheduler.ts";

export function directoryKeysJob(database: Database): Job {
  return {
    name: "directory-keys",
    schedule: { everyMs: 3_600_000 },
    run: async () => recomputeStaleDirectoryKeys(database),
  };
}
