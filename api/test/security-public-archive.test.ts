// The public archive holds only what was once public (issue 27, point 4): an account whose switch
// was turned on while it could not be shown (awaiting approval, its unit inactive) never appears
// in it, and verify says not_found for it, not archived. What the archive shows of an account is
// what the public last saw, not what the account became later.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { socialMedias, units } from "../src/db/schema.ts";
import { accountAttestations } from "../src/db/tables/attestations.ts";
import { firstUser } from "./fixtures.ts";
import { call, createHarness, MIGRATIONS, type Harness } from "./harness.ts";
import { accountBody, buildAccountWorld, createAccount, type AccountWorld } from "./social-medias-fixtures.ts";

let h: Harness;
let w: AccountWorld;

beforeEach(async () => {
  h = await createHarness({ STEWARD_PUBLIC_RATE_LIMIT: "0" });
  w = await buildAccountWorld(h);
});
afterEach(() => h.close());

const URL_OF_SECRET = "https://www.instagram.com/uni_secret_project";
const WECHAT = "https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=MzA3OTIzNjQ0MQ==&scene=124#wechat_redirect";
const publish = (id: number, publicListing: boolean) => call(h, "PUT", `/api/social-medias/${id}/public-listing`, { token: w.tokens.unitAdmin, body: { publicListing } });
const archived = async () => (await call(h, "GET", "/public/v1/accounts/archived")).body;
const listed = async () => (await call(h, "GET", "/public/v1/accounts")).body.docs.map((d: { id: number }) => d.id);
const verify = async (url: string) => (await call(h, "GET", `/public/v1/verify?url=${encodeURIComponent(url)}`)).body;
const setStatus = (id: number, body: Record<string, unknown>) => call(h, "PATCH", `/api/social-medias/status/${id}`, { token: w.tokens.superAdmin, body });
const NOT_OFFICIAL = "No: this address is not among the institution's published official accounts. Do not trust it on the institution's behalf.";
const NOTHING = { verified: false, account: null, unit: null, lastAttestedAt: null, validUntil: null, reason: "not_found", summary: NOT_OFFICIAL };

/** A secret account registered by a unit admin: it waits for a super admin's approval. */
async function pendingAccount(): Promise<number> {
  return createAccount(h, w.tokens.unitAdmin, accountBody(w, { name: "Secret project", platform: "instagram", profileUrl: URL_OF_SECRET, accountHandle: "uni_secret_project" }));
}

describe("An account whose switch is on but that was never shown", () => {
  it("awaiting approval: not in the archive, not archived for verify, even once switched off again", async () => {
    const id = await pendingAccount();
    expect((await publish(id, true)).body).toMatchObject({ publicListing: true, published: false, blockedBy: ["account_inactive"] });
    expect(await listed()).toEqual([]);
    expect(await archived()).toMatchObject({ docs: [], totalDocs: 0 });
    expect(await verify(URL_OF_SECRET)).toEqual(NOTHING);

    // Given up on: the switch goes off before the account was ever approved.
    await publish(id, false);
    expect(await archived()).toMatchObject({ docs: [], totalDocs: 0 });
    expect(await verify(URL_OF_SECRET)).toEqual(NOTHING);
    expect(await verify("https://instagram.com/uni_secret_project")).toEqual(NOTHING);
  });

  it("approved but not yet active: still nothing; once active it is shown, and only then can it be archived", async () => {
    const id = await pendingAccount();
    await publish(id, true);
    expect((await setStatus(id, { status: "in_transition" })).status).toBe(200);
    expect(await archived()).toMatchObject({ totalDocs: 0 });
    expect(await verify(URL_OF_SECRET)).toEqual(NOTHING);

    expect((await setStatus(id, { status: "active" })).status).toBe(200);
    expect(await listed()).toEqual([id]);
    expect((await setStatus(id, { status: "inactive", deactivationReason: "The project was cancelled" })).status).toBe(200);
    expect((await archived()).docs).toMatchObject([{ id, name: "Secret project", reason: "account_inactive" }]);
    expect(await verify(URL_OF_SECRET)).toMatchObject({ verified: false, account: null, reason: "archived" });
  });

  it("in an inactive unit: not in the archive; once the unit is active again it is shown, and archived when it stops", async () => {
    const id = await createAccount(h, w.tokens.superAdmin, accountBody(w, { name: "Secret project", platform: "instagram", profileUrl: URL_OF_SECRET, accountHandle: "uni_secret_project" }));
    await h.database.direct.update(units).set({ status: "inactive" }).where(eq(units.id, w.ids.faculty));
    expect((await publish(id, true)).body).toMatchObject({ published: false, blockedBy: ["unit_inactive"] });
    expect(await archived()).toMatchObject({ docs: [], totalDocs: 0 });
    expect(await verify(URL_OF_SECRET)).toEqual(NOTHING);
    await publish(id, false);
    expect(await archived()).toMatchObject({ totalDocs: 0 });

    await publish(id, true);
    expect((await call(h, "PATCH", "/api/organization", { token: w.tokens.superAdmin, body: { id: w.ids.faculty, status: "active" } })).status).toBe(200);
    expect(await listed()).toEqual([id]);
    expect((await call(h, "PUT", `/api/organization/disable/${w.ids.faculty}`, { token: w.tokens.superAdmin })).status).toBe(200);
    expect((await archived()).docs).toMatchObject([{ id, reason: "unit_inactive" }]);
    expect((await verify(URL_OF_SECRET)).reason).toBe("archived");
  });
});

describe("An account that was shown", () => {
  it("published, then unpublished: archived, and verify says so", async () => {
    const id = await createAccount(h, w.tokens.superAdmin, accountBody(w, { name: "Science on Instagram", platform: "instagram", profileUrl: "https://www.instagram.com/uniscience", accountHandle: "uniscience" }));
    await publish(id, true);
    expect(await listed()).toEqual([id]);
    await publish(id, false);
    expect((await archived()).docs).toMatchObject([{ id, name: "Science on Instagram", profileUrl: "https://www.instagram.com/uniscience", reason: "unlisted", unlistedAt: h.clock.now.toISOString() }]);
    expect(await verify("instagram.com/UniScience")).toMatchObject({ verified: false, account: null, reason: "archived" });
  });

  it("keeps in the archive what the public saw: a later name and address are not shown, and do not answer archived", async () => {
    const id = await createAccount(h, w.tokens.superAdmin, accountBody(w, { name: "Science on Instagram", platform: "instagram", profileUrl: "https://www.instagram.com/uniscience", accountHandle: "uniscience" }));
    await publish(id, true);
    await publish(id, false);
    const edit = await call(h, "PATCH", `/api/social-medias/${id}`, { token: w.tokens.superAdmin, body: { name: "Secret project", profileUrl: URL_OF_SECRET, accountHandle: "uni_secret_project" } });
    expect(edit.status).toBe(200);
    const text = JSON.stringify(await archived());
    expect(text).toContain("Science on Instagram");
    expect(text).not.toContain("Secret project");
    expect(text).not.toContain("uni_secret_project");
    expect(await verify(URL_OF_SECRET)).toEqual(NOTHING);
    expect((await verify("https://www.instagram.com/uniscience")).reason).toBe("archived");

    // Published again, the account is what it is now; its old address no longer names it.
    await publish(id, true);
    await h.database.direct.insert(accountAttestations).values({ socialMediaId: id, lastAttestedAt: "2026-03-01T12:00:00.000Z" });
    expect(await verify(URL_OF_SECRET)).toMatchObject({ verified: true, account: { id, name: "Secret project" } });
    expect(await verify("https://www.instagram.com/uniscience")).toEqual(NOTHING);
    await publish(id, false);
    expect((await archived()).docs).toMatchObject([{ id, name: "Secret project", profileUrl: URL_OF_SECRET }]);
  });

  it("deactivated behind the directory's back is still archived from what was shown", async () => {
    const id = await createAccount(h, w.tokens.superAdmin, accountBody(w, { name: "Science on Instagram", platform: "instagram", profileUrl: "https://www.instagram.com/uniscience", accountHandle: "uniscience" }));
    await publish(id, true);
    await h.database.direct.update(socialMedias).set({ status: "inactive" }).where(eq(socialMedias.id, id));
    expect((await archived()).docs).toMatchObject([{ id, reason: "account_inactive" }]);
  });
});

/** A database file migrated up to, not including, the migration named `tag`. */
async function databaseBefore(dir: string, tag: string): Promise<string> {
  const folder = join(dir, "drizzle");
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: Array<{ tag: string; idx: number }> };
  const at = journal.entries.findIndex((e) => e.tag.endsWith(tag));
  expect(at, `migration ${tag}`).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  const file = join(dir, "old.db");
  const client = createClient({ url: `file:${file}` });
  await migrate(drizzle(client), { migrationsFolder: folder });
  return file;
}

describe("A database written before issue 27", () => {
  it("keeps out of the archive what is not shown now, and drops the keys that matched too much until they are made again", async () => {
    const dir = mkdtempSync(join(tmpdir(), "steward-old-directory-"));
    const file = await databaseBefore(dir, "_directory_shown_once");
    const old = createClient({ url: `file:${file}` });
    await old.executeMultiple(`
      INSERT INTO units (id, name, type, path, depth, status) VALUES (1, 'University', 'higher_education_institution', '/1/', 0, 'active'), (2, 'Closed office', 'department', '/1/2/', 1, 'inactive');
      INSERT INTO social_medias (id, name, profile_url, platform, creation_date, status, account_handle, business_id) VALUES
        (1, 'Shown', 'https://www.instagram.com/uni_shown', 'instagram', '2026-01-01', 'active', 'uni_shown', ''),
        (2, 'Awaiting approval', 'https://www.instagram.com/uni_pending', 'instagram', '2026-01-01', 'pending_approval', 'uni_pending', ''),
        (3, 'In a closed office', 'https://www.instagram.com/uni_closed', 'instagram', '2026-01-01', 'active', 'uni_closed', ''),
        (4, 'On WeChat', '${WECHAT}', 'other', '2026-01-01', 'active', '', 'wx-internal-id');
      INSERT INTO social_media_units (social_media_id, unit_id, position) VALUES (1, 1, 0), (2, 1, 0), (3, 2, 0), (4, 1, 0);
      INSERT INTO public_listings (social_media_id, listed, first_listed_at, name, platform, handle, profile_url, unit_id, updated_at) VALUES
        (1, 1, '2026-01-02T00:00:00.000Z', 'Shown', 'instagram', 'uni_shown', 'https://www.instagram.com/uni_shown', 1, '2026-01-02T00:00:00.000Z'),
        (2, 1, '2026-01-02T00:00:00.000Z', 'Awaiting approval', 'instagram', 'uni_pending', 'https://www.instagram.com/uni_pending', 1, '2026-01-02T00:00:00.000Z'),
        (3, 1, '2026-01-02T00:00:00.000Z', 'In a closed office', 'instagram', 'uni_closed', 'https://www.instagram.com/uni_closed', 2, '2026-01-02T00:00:00.000Z'),
        (4, 1, '2026-01-02T00:00:00.000Z', 'On WeChat', 'other', '', '${WECHAT}', 1, '2026-01-02T00:00:00.000Z');
      INSERT INTO directory_keys (key, social_media_id) VALUES ('instagram:uni_shown', 1), ('instagram:uni_pending', 2), ('instagram:uni_closed', 3), ('url:mp.weixin.qq.com/mp/profile_ext', 4);
      INSERT INTO account_attestations (social_media_id, last_attested_at) VALUES (4, '2026-03-01T12:00:00.000Z');
    `);
    old.close();
    const upgraded = await createHarness({ DATABASE_URL: `file:${file}`, STEWARD_PUBLIC_RATE_LIMIT: "0" });
    try {
      const ask = async (url: string) => (await call(upgraded, "GET", `/public/v1/verify?url=${encodeURIComponent(url)}`)).body;
      const archive = async () => (await call(upgraded, "GET", "/public/v1/accounts/archived")).body;
      expect(await archive()).toMatchObject({ docs: [], totalDocs: 0 });
      expect(await ask("https://www.instagram.com/uni_pending")).toEqual(NOTHING);
      expect(await ask("https://www.instagram.com/uni_closed")).toEqual(NOTHING);
      expect(await ask("https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=MzI0NjEwODc4Ng==")).toEqual(NOTHING);

      const runs = await upgraded.scheduler.runDue();
      expect(runs.find((r) => r.name === "directory-keys")).toMatchObject({ ok: true, result: { recomputed: 4 } });
      expect(await ask(WECHAT)).toMatchObject({ verified: true, account: { id: 4 } });
      expect((await ask("https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=MzI0NjEwODc4Ng==")).reason).toBe("not_found");

      // The account shown before the upgrade is archived once taken off.
      const { token } = await firstUser(upgraded);
      expect((await call(upgraded, "PUT", "/api/social-medias/1/public-listing", { token, body: { publicListing: false } })).status).toBe(200);
      expect((await archive()).docs).toMatchObject([{ id: 1, name: "Shown", reason: "unlisted" }]);
      expect((await ask("https://www.instagram.com/uni_shown")).reason).toBe("archived");
    } finally {
      upgraded.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
