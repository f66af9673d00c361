// Answers read from the database, reused while the data's version stands: `Database.changeVersion`
// (any commit anywhere, by this instance or another process, retires every entry at once). A
// reader never sees a stale answer; without a version (an embedded replica gives no
// `changeVersion`) every call reads afresh. On a libSQL server the version is the change version,
// read once per request. Made only through the registry, kept-answers.ts.
import { rememberWithin } from "./bounded-map.ts";

export interface VersionedCache<K, V> {
  /**
   * The value kept for `key` if nothing was committed since it was read and `stillTrue` (for what
   * time alone can end, such as a session's expiry) holds; otherwise `read`'s, kept for next time.
   */
  get(key: K, read: () => Promise<V>, stillTrue?: (value: V) => boolean): Promise<V>;
  /** The value kept for `key` if it still stands as `get` would judge it; never reads anything else. */
  kept(key: K, stillTrue?: (value: V) => boolean): Promise<V | undefined>;
}

export function createVersionedCache<K, V>(versionOfData: (() => number | Promise<number>) | undefined, limit: number): VersionedCache<K, V> {
  const entries = new Map<K, { version: number; value: V }>();
  /** The entry's value when it was read at `version` and `stillTrue` holds for it; else undefined. */
  const standing = (kept: { version: number; value: V } | undefined, version: number, stillTrue?: (value: V) => boolean) =>
    kept !== undefined && kept.version === version && (stillTrue === undefined || stillTrue(kept.value)) ? kept : undefined;
  return {
    async get(key, read, stillTrue) {
      if (versionOfData === undefined) return read();
      // Taken before reading: a commit during the read leaves the entry under an older version.
      const version = await versionOfData();
      const kept = standing(entries.get(key), version, stillTrue);
      if (kept) return kept.value;
      const value = await read();
      rememberWithin(entries, key, { version, value }, limit);
      return value;
    },
    async kept(key, stillTrue) {
      if (versionOfData === undefined || !entries.has(key)) return undefined;
      return standing(entries.get(key), await versionOfData(), stillTrue)?.value;
    },
  };
}
