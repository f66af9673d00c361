// A fixed-window count per key, kept in this instance's memory: cheap enough to run before
// anything else, so a flood costs no database work. Several instances each keep their own count,
// so a client may get up to N times the limit across N instances (docs/decisions.md).
import { rememberWithin } from "../bounded-map.ts";

export interface RateLimit {
  /** Counts one try; answers how many seconds to wait when the limit is reached, else 0. */
  hit(key: string, nowMs: number): number;
}

/** Keys kept at most; the oldest windows are forgotten first. */
const KEPT_KEYS = 50_000;

export function createRateLimit(max: number, windowMs: number): RateLimit {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key, nowMs) {
      let w = windows.get(key);
      if (!w || nowMs - w.start >= windowMs) {
        w = { start: nowMs, count: 0 };
        rememberWithin(windows, key, w, KEPT_KEYS);
      }
      w.count += 1;
      return w.count > max ? Math.max(1, Math.ceil((w.start + windowMs - nowMs) / 1000)) : 0;
    },
  };
}
