// Answers read from the database, reused while nothing has been committed since they were read
// (`Database.changeVersion`). Any commit anywhere, by this instance or another process, retires
// every entry at once, so a reader never sees a stale answer; without a version (a libSQL server)
// every call reads afresh.
import { rememberWithin } from "./bounded-map.ts";

export interface VersionedCache<K, V> {
  /**
   * The value kept for `key` if nothing was committed since it was read and `stillTrue` (for what
   * time alone can end, such as a session's expiry) holds; otherwise `read`'s, kept for next time.
   */
  get(key: K, read: () => Promise<V>, stillTrue?: (value: V) => boolean): Promise<V>;
}

export function createVersionedCache<K, V>(changeVersion: () => number | undefined, limit: number): VersionedCache<K, V> {
  const entries = new Map<K, { version: number; value: V }>();
  return {
    async get(key, read, stillTrue) {
      // Taken before reading: a commit during the read leaves the entry under an older version.
      const version = changeVersion();
      if (version === undefined) return read();
      const kept = entries.get(key);
      if (kept !== undefined && kept.version === version && (stillTrue === undefined || stillTrue(kept.value))) return kept.value;
      const value = await read();
      rememberWithin(entries, key, { version, value }, limit);
      return value;
    },
  };
}
