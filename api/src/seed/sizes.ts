// How big each demo institution is. `large` is the benchmark's institution (issue 7).
export const SEED_SIZES = {
  small: { units: 24, maxDepth: 4, users: 60, accounts: 40, auditEntries: 2_000 },
  medium: { units: 300, maxDepth: 5, users: 3_000, accounts: 4_000, auditEntries: 100_000 },
  large: { units: 2_000, maxDepth: 6, users: 20_000, accounts: 30_000, auditEntries: 1_000_000 },
} as const;
export type SeedSize = keyof typeof SEED_SIZES;
export interface SeedPlan {
  units: number;
  /** Levels of the tree: 6 means depths 0..5. */
  maxDepth: number;
  users: number;
  accounts: number;
  auditEntries: number;
}

/** The fixed "today" of every seeded institution, so a seed gives the same rows whenever it runs. */
export const SEED_BASE_DATE = new Date("2026-11-01T12:00:00.000Z");

/** The one password of every seeded user (documented in the README). */
export const DEMO_PASSWORD = "steward-demo-2026";
