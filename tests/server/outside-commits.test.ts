// The real server tells that something was committed to its database file by SQLite's own
// `PRAGMA data_version` (db/file-client/local-client.ts), never by reading SQLite's files.
// Whatever it keeps (who is behind a session, a public answer) must still end with a commit made
// by another process, on the very next request, every time.
import { rmSync } from "node:fs";
import { join } from "node:path";
import Database from "libsql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { http, type RunningServer } from "../support/server.ts";
import { SEED_SUPER_ADMIN, seedDataDir, signInSeeded, startOn } from "../support/seeded-server.ts";

let server: RunningServer;
let outside: InstanceType<typeof Database>;
let file: string;
let dataDir: string;

beforeAll(async () => {
  ({ dataDir } = seedDataDir());
  file = join(dataDir, "steward.db");
  server = await startOn(dataDir, { STEWARD_PUBLIC_RATE_LIMIT: "100000", LOG_LEVEL: "info" });
  // Another process's connection, as an operator's sqlite3 or a second instance would have.
  outside = new Database(file);
});

afterAll(async () => {
  outside?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const me = (token: string) => http(server.url, "GET", "/api/users/me", { token }).then((r) => r.status);

describe("commits by another process, seen through data_version", () => {
  it("a session revoked by another process is refused on the very next request, round after round", async () => {
    for (let round = 0; round < 8; round++) {
      const token = await signInSeeded(server, SEED_SUPER_ADMIN);
      expect(await me(token)).toBe(200);
      expect(await me(token)).toBe(200);
      if (round % 3 === 2) outside.exec("PRAGMA wal_checkpoint(TRUNCATE)");
      outside.prepare("UPDATE sessions SET revoked_at = ? WHERE revoked_at IS NULL").run([new Date().toISOString()]);
      expect(await me(token)).toBe(401);
    }
  });

  it("a verify answer follows a listing switched by another process, kept answers included", async () => {
    const token = await signInSeeded(server, SEED_SUPER_ADMIN);
    // An active account in an active unit: only such an account is published.
    const account = outside
      .prepare("SELECT s.id, s.profile_url AS profileUrl FROM social_medias s JOIN social_media_units su ON su.social_media_id = s.id AND su.position = 0 JOIN units u ON u.id = su.unit_id WHERE s.status = 'active' AND u.status = 'active' ORDER BY s.id LIMIT 1")
      .get([]) as { id: number; profileUrl: string };
    expect((await http(server.url, "PUT", `/api/social-medias/${account.id}/public-listing`, { token, body: { publicListing: true } })).status).toBe(200);
    outside.prepare("INSERT OR REPLACE INTO account_attestations (social_media_id, last_attested_at) VALUES (?, ?)").run([account.id, new Date().toISOString()]);
    const verify = () => http(server.url, "GET", `/public/v1/verify?url=${encodeURIComponent(account.profileUrl)}`).then((r) => r.body.verified as boolean);
    for (let round = 0; round < 6; round++) {
      expect(await verify()).toBe(true);
      expect(await verify()).toBe(true);
      if (round % 3 === 1) outside.exec("PRAGMA wal_checkpoint(TRUNCATE)");
      outside.prepare("UPDATE public_listings SET listed = 0 WHERE social_media_id = ?").run([account.id]);
      expect(await verify()).toBe(false);
      expect(await verify()).toBe(false);
      outside.prepare("UPDATE public_listings SET listed = 1 WHERE social_media_id = ?").run([account.id]);
    }
  });
  it("the start-up line says how commits are told, and the server maps nothing of SQLite's files itself", () => {
    expect(server.output()).toContain('"commits":"PRAGMA data_version"');
  });
});
