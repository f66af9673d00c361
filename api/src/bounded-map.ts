// In-process caches that must not grow without bound: the entry set last goes to the end of the
// map's insertion order, and the oldest entries are dropped once there are more than `limit`.
export function rememberWithin<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= limit) break;
    map.delete(oldest);
  }
}
