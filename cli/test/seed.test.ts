import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { describe, expect, it } from "vitest";
import { runSeed } from "./fixture.ts";

const TABLES = [
  "users", "units", "unit_backup_admins", "access_grants", "review_requests", "social_medias", "social_media_units",
  "social_media_managers", "flags", "policies", "policy_acknowledgments", "audit_logs", "audit_log_units",
  "public_listings", "directory_keys", "account_attestations",
];

/** Every row of every seeded table; password hashes carry a random salt, so they are left out. */
async function dump(url: string): Promise<Record<string, unknown[]>> {
  const db = createClient({ url });
  try {
    const out: Record<string, unknown[]> = {};
    for (const t of TABLES) {
      const rows = (await db.execute(`SELECT * FROM ${t} ORDER BY 1, 2`)).rows;
      out[t] = rows.map((r) => ({ ...r, password_hash: undefined }));
    }
    return out;
  } finally {
    db.close();
  }
}

const fresh = () => `file:${join(mkdtempSync(join(tmpdir(), "steward-seed-")), "steward.db")}`;

describe("npm run seed", () => {
  it("fills an empty database with a realistic institution and says what it created", async () => {
    const url = fresh();
    const r = await runSeed(url, ["--size", "small", "--seed", "3"]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/users\s+60/);
    expect(r.stdout).toMatch(/audit_logs\s+2000/);
    expect(r.stdout).toMatch(/password 'steward-demo-2026'/);
    const db = createClient({ url });
    try {
      const one = async (sql: string) => (await db.execute(sql)).rows.map((row) => Object.values(row).join("|"));
      expect(await one("SELECT DISTINCT role FROM users ORDER BY 1")).toEqual(["social_media_manager", "super_admin", "unit_admin"]);
      expect(await one("SELECT DISTINCT status FROM users ORDER BY 1")).toEqual(["active", "inactive", "pending_activation", "rejected"]);
      expect(await one("SELECT DISTINCT platform FROM social_medias ORDER BY 1")).toEqual(["facebook", "instagram", "linkedin", "other", "tiktok", "twitter", "youtube"]);
      expect(await one("SELECT DISTINCT status FROM social_medias ORDER BY 1")).toEqual(["active", "in_transition", "inactive", "pending_approval"]);
      expect(Number((await one("SELECT max(depth) FROM units"))[0])).toBe(3);
      // Temporary grants in force, in the future and expired, relative to the seed's fixed day.
      expect(await one("SELECT count(*) > 0 FROM access_grants WHERE type = 'temporary' AND start_date <= '2026-11-01' AND end_date >= '2026-11-01'")).toEqual(["1"]);
      expect(await one("SELECT count(*) > 0 FROM access_grants WHERE type = 'temporary' AND start_date > '2026-11-01'")).toEqual(["1"]);
      expect(await one("SELECT count(*) > 0 FROM access_grants WHERE type = 'temporary' AND end_date < '2026-11-01'")).toEqual(["1"]);
      expect(await one("SELECT count(*) > 0 FROM social_medias WHERE primary_admin_id IS NOT NULL")).toEqual(["1"]);
      expect(await one("SELECT count(*) FROM policies")).toEqual(["1"]);
      expect(await one("SELECT count(*) > 0 FROM flags")).toEqual(["1"]);
      // The public directory starts with a realistic share of the live accounts, most attested.
      const live = Number((await one("SELECT count(*) FROM social_medias s JOIN social_media_units su ON su.social_media_id = s.id AND su.position = 0 JOIN units u ON u.id = su.unit_id WHERE s.status = 'active' AND u.status = 'active'"))[0]);
      const listed = Number((await one("SELECT count(*) FROM public_listings WHERE listed = 1"))[0]);
      expect(listed / live).toBeGreaterThan(0.25);
      expect(listed / live).toBeLessThan(0.75);
      expect(await one("SELECT count(*) FROM public_listings p LEFT JOIN directory_keys k ON k.social_media_id = p.social_media_id WHERE k.key IS NULL")).toEqual(["0"]);
      expect(Number((await one("SELECT count(*) FROM account_attestations a JOIN public_listings p ON p.social_media_id = a.social_media_id"))[0])).toBeGreaterThan(listed / 2);
      // Managers manage accounts their access lets them see (a manager's "My accounts" is not empty).
      const managed = await one(`SELECT count(*), sum(EXISTS (SELECT 1 FROM access_grants g JOIN units gu ON gu.id = g.unit_id JOIN social_media_units su ON su.social_media_id = m.social_media_id JOIN units au ON au.id = su.unit_id
        WHERE g.user_id = m.user_id AND au.path LIKE gu.path || '%' AND (g.start_date IS NULL OR g.start_date <= '2026-11-01') AND (g.end_date IS NULL OR g.end_date >= '2026-11-01'))) FROM social_media_managers m`);
      const [links, visible] = managed[0]!.split("|").map(Number);
      expect(visible! / links!).toBeGreaterThan(0.75);
      // Its history names people and accounts as the product's entries do, not by number.
      const snapshot = JSON.parse((await one("SELECT current FROM audit_logs WHERE entity = 'social-medias' AND current IS NOT NULL LIMIT 1"))[0]!) as { primaryAdmin: unknown };
      expect(snapshot.primaryAdmin).toMatchObject({ id: expect.any(Number), name: expect.any(String), email: expect.stringContaining("@") });
    } finally {
      db.close();
    }
  }, 60_000);

  it("is deterministic for a seed, and another seed gives another institution", async () => {
    const [a, b, c] = [fresh(), fresh(), fresh()];
    for (const [url, seed] of [[a, "11"], [b, "11"], [c, "12"]] as const) expect((await runSeed(url, ["--size", "small", "--seed", seed])).code).toBe(0);
    const [da, db, dc] = [await dump(a), await dump(b), await dump(c)];
    expect(da).toEqual(db);
    expect(dc["users"]).not.toEqual(da["users"]);
  }, 120_000);

  it("refuses a database that already has users, and bad arguments", async () => {
    const url = fresh();
    expect((await runSeed(url, ["--size", "small"])).code).toBe(0);
    const again = await runSeed(url, ["--size", "small"]);
    expect(again.code).toBe(3);
    expect(again.stderr.trim()).toBe("seed: refused: the database already has users (the seed only fills an empty database)");
    const size = await runSeed(fresh(), ["--size", "huge"]);
    expect(size.code).toBe(2);
    expect(size.stderr).toMatch(/--size must be small, medium or large/);
  }, 60_000);
});
