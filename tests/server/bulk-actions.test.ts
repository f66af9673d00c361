// Bulk actions (issue 33 point 4) on the real Deno server over a seeded institution: each action's
// change, counted and audited once per record with the operation's id; a dry run writes nothing
// (rows, audit entries, outbox, events); a commit with one refused row writes nothing and says why;
// "all matching the filter" stays inside a unit admin's subtree; the role rules of the one-at-a-time
// routes hold (a unit admin may not approve, a manager may not act on accounts at all); the cap and
// the last-unit-admin refusal are sentences, said in the reader's language.
import { createClient, type Client } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { http, type RunningServer } from "../support/server.ts";
import { seedDataDir, signInSeeded, startOn, SEED_SUPER_ADMIN } from "../support/seeded-server.ts";

const UNIT_ADMIN = "unit.admin@northbridge.edu";
const MANAGER = "manager@northbridge.edu";

let server: RunningServer;
let db: Client;
const tokens = { super: "", admin: "", manager: "" };

type Row = Record<string, unknown>;
const all = async (sql: string, args: (string | number)[] = []) => (await db.execute({ sql, args })).rows as unknown as Row[];
const ids = async (sql: string, args: (string | number)[] = []) => (await all(sql, args)).map((r) => Number(Object.values(r)[0]));
const one = async (sql: string, args: (string | number)[] = []) => (await all(sql, args))[0]!;

const bulk = (token: string, kind: "social-medias" | "users", body: unknown) => http(server.url, "POST", `/api/${kind}/bulk`, { token, body });

/** What a write leaves behind anywhere: the rows a bulk action may change, their audit entries, and what they tell the world. */
async function footprint() {
  const counts = await one(`SELECT (SELECT count(*) FROM audit_logs) AS audit, (SELECT count(*) FROM outbox) AS outbox, (SELECT count(*) FROM events) AS events,
    (SELECT group_concat(id || ':' || status || ':' || primary_admin_id) FROM social_medias) AS accounts,
    (SELECT group_concat(social_media_id || ':' || user_id) FROM social_media_managers) AS managers,
    (SELECT group_concat(social_media_id || ':' || listed) FROM public_listings) AS listings,
    (SELECT group_concat(id || ':' || status) FROM users) AS users`);
  return { ...counts };
}

const taggedWith = (operationId: string) => ids("SELECT document_id FROM audit_logs WHERE json_extract(current, '$.bulkOperationId') = ? ORDER BY document_id", [operationId]);

let inScope: number[] = [];
let outOfScope: number[] = [];

beforeAll(async () => {
  const seeded = seedDataDir("small");
  db = createClient({ url: seeded.databaseUrl });
  // The unit admin reads Spanish; the others English.
  await db.batch([
    { sql: "UPDATE users SET locale = 'es-CO' WHERE email = ?", args: [UNIT_ADMIN] },
    { sql: "UPDATE users SET locale = 'en' WHERE email IN (?, ?)", args: [SEED_SUPER_ADMIN, MANAGER] },
  ]);
  const roots = (await all("SELECT un.path AS path FROM access_grants g JOIN units un ON un.id = g.unit_id JOIN users u ON u.id = g.user_id WHERE u.email = ?", [UNIT_ADMIN])).map((r) => String(r["path"]));
  const links = await all("SELECT smu.social_media_id AS id, un.path AS path FROM social_media_units smu JOIN units un ON un.id = smu.unit_id");
  const pathsOf = new Map<number, string[]>();
  for (const l of links) pathsOf.set(Number(l["id"]), [...(pathsOf.get(Number(l["id"])) ?? []), String(l["path"])]);
  const within = (p: string) => roots.some((r) => p.startsWith(r));
  inScope = [...pathsOf].filter(([, paths]) => paths.some(within)).map(([id]) => id).sort((a, b) => a - b);
  outOfScope = [...pathsOf].filter(([, paths]) => !paths.some(within)).map(([id]) => id);
  server = await startOn(seeded.dataDir);
  tokens.super = await signInSeeded(server);
  tokens.admin = await signInSeeded(server, UNIT_ADMIN);
  tokens.manager = await signInSeeded(server, MANAGER);
});

afterAll(async () => {
  db?.close();
  await server?.stop();
});

describe("accounts", () => {
  it("each action changes what it names, skips what is already so, and writes one audit entry per changed account, tagged", async () => {
    const pending = await ids("SELECT id FROM social_medias WHERE status = 'pending_approval' ORDER BY id LIMIT 2");
    const active = await ids("SELECT id FROM social_medias WHERE status = 'active' ORDER BY id LIMIT 1");
    expect(pending).toHaveLength(2);
    const events = Number((await one("SELECT count(*) AS n FROM events"))["n"]);

    const approved = await bulk(tokens.super, "social-medias", { action: "approve", selection: { ids: [...pending, ...active] }, dryRun: false });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ committed: true, counts: { selected: 3, changed: 2, skipped: 1, refused: 0 }, refused: [] });
    expect(await ids(`SELECT id FROM social_medias WHERE status = 'in_transition' AND id IN (${pending.join(",")})`)).toEqual(pending);
    expect(await taggedWith(approved.body.operationId)).toEqual(pending);
    // The events the status route sends, one per changed account.
    expect(Number((await one("SELECT count(*) AS n FROM events"))["n"])).toBe(events + 2);

    const activated = await bulk(tokens.super, "social-medias", { action: "activate", selection: { ids: pending }, dryRun: false });
    expect(activated.body).toMatchObject({ committed: true, counts: { changed: 2 } });
    expect(await ids(`SELECT id FROM social_medias WHERE status = 'active' AND id IN (${pending.join(",")})`)).toEqual(pending);

    const [person] = await ids("SELECT id FROM users WHERE email = ?", [SEED_SUPER_ADMIN]);
    const reassigned = await bulk(tokens.super, "social-medias", { action: "reassignPrimaryAdmin", selection: { ids: pending }, params: { userId: person! }, dryRun: false });
    expect(reassigned.body, JSON.stringify(reassigned.body)).toMatchObject({ committed: true, counts: { changed: 2 } });
    expect(await ids(`SELECT id FROM social_medias WHERE primary_admin_id = ? AND id IN (${pending.join(",")})`, [person!])).toEqual(pending);

    const added = await bulk(tokens.super, "social-medias", { action: "addManager", selection: { ids: pending }, params: { userId: person! }, dryRun: false });
    expect(added.body).toMatchObject({ committed: true, counts: { changed: 2 } });
    expect(await ids("SELECT social_media_id FROM social_media_managers WHERE user_id = ? ORDER BY social_media_id", [person!])).toEqual(expect.arrayContaining(pending));
    const removed = await bulk(tokens.super, "social-medias", { action: "removeManager", selection: { ids: pending }, params: { userId: person! }, dryRun: false });
    expect(removed.body).toMatchObject({ committed: true, counts: { changed: 2 } });
    expect(await ids(`SELECT social_media_id FROM social_media_managers WHERE user_id = ? AND social_media_id IN (${pending.join(",")})`, [person!])).toEqual([]);

    const published = await bulk(tokens.super, "social-medias", { action: "publish", selection: { ids: pending }, dryRun: false });
    expect(published.body, JSON.stringify(published.body)).toMatchObject({ committed: true, counts: { changed: 2 } });
    expect(await ids(`SELECT social_media_id FROM public_listings WHERE listed = 1 AND social_media_id IN (${pending.join(",")}) ORDER BY 1`)).toEqual(pending);
    const unpublished = await bulk(tokens.super, "social-medias", { action: "unpublish", selection: { ids: pending }, dryRun: false });
    expect(unpublished.body).toMatchObject({ committed: true, counts: { changed: 2 } });
    expect(await ids(`SELECT social_media_id FROM public_listings WHERE listed = 1 AND social_media_id IN (${pending.join(",")})`)).toEqual([]);

    const reason = "The unit closed at the end of the term.";
    const deactivated = await bulk(tokens.super, "social-medias", { action: "deactivate", selection: { ids: pending }, params: { reason }, dryRun: false });
    expect(deactivated.body).toMatchObject({ committed: true, counts: { changed: 2 } });
    expect(await all(`SELECT DISTINCT status, deactivation_reason FROM social_medias WHERE id IN (${pending.join(",")})`)).toEqual([{ status: "inactive", deactivation_reason: reason }]);
    expect(await taggedWith(deactivated.body.operationId)).toEqual(pending);
    // Without a reason, refused before anything runs, in the spec's words.
    const noReason = await bulk(tokens.super, "social-medias", { action: "deactivate", selection: { ids: pending }, dryRun: true });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual([{ path: "params.reason", message: "The deactivation reason must be longer than 10 characters." }]);
  });

  it("a dry run answers what a commit would do and writes nothing; a commit with one refused account writes nothing and says why", async () => {
    const active = await ids("SELECT id FROM social_medias WHERE status = 'active' ORDER BY id LIMIT 2");
    const [pending] = await ids("SELECT id FROM social_medias WHERE status = 'pending_approval' ORDER BY id LIMIT 1");
    const before = await footprint();
    const body = { action: "deactivate", selection: { ids: [...active, pending!] }, params: { reason: "Merged into the faculty account." } };

    const dry = await bulk(tokens.super, "social-medias", { ...body, dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ dryRun: true, committed: false, counts: { selected: 3, changed: 2, skipped: 0, refused: 1 } });
    expect(dry.body.refused).toEqual([{ id: pending, name: expect.any(String), reason: expect.stringMatching(/cannot move to that status/) }]);
    expect(dry.body.message).toBeUndefined();
    expect(await footprint()).toEqual(before);

    const commit = await bulk(tokens.super, "social-medias", { ...body, dryRun: false });
    expect(commit.body).toMatchObject({ dryRun: false, committed: false, counts: { changed: 2, refused: 1 } });
    expect(commit.body.message).toMatch(/^Nothing was changed: 1 record was refused\./);
    expect(await footprint()).toEqual(before);

    // A whole list matched by its own query: every active account, counted, none written.
    const everyActive = await bulk(tokens.super, "social-medias", { ...body, selection: { filter: { status: "active" } }, dryRun: true });
    const activeCount = (await ids("SELECT id FROM social_medias WHERE status = 'active'")).length;
    expect(everyActive.body.counts).toEqual({ selected: activeCount, changed: activeCount, skipped: 0, refused: 0 });
    expect(await footprint()).toEqual(before);
  });

  it("'all matching the filter' never reaches outside a unit admin's subtree; ids outside it are refused in the reader's language", async () => {
    expect(inScope.length).toBeGreaterThan(1);
    expect(outOfScope.length).toBeGreaterThan(0);
    const [person] = await ids("SELECT id FROM users WHERE email = ?", [UNIT_ADMIN]);
    const all = await bulk(tokens.admin, "social-medias", { action: "addManager", selection: { filter: {} }, params: { userId: person! }, dryRun: false });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body).toMatchObject({ committed: true, counts: { selected: inScope.length, refused: 0 } });
    const changed = await taggedWith(all.body.operationId);
    expect(changed.length).toBe(all.body.counts.changed);
    expect(changed.every((id) => inScope.includes(id))).toBe(true);
    expect(await ids(`SELECT social_media_id FROM social_media_managers WHERE user_id = ? AND social_media_id IN (${outOfScope.join(",")})`, [person!])).toEqual([]);

    const named = await bulk(tokens.admin, "social-medias", { action: "removeManager", selection: { ids: [inScope[0]!, outOfScope[0]!] }, params: { userId: person! }, dryRun: true });
    expect(named.body.refused).toEqual([{ id: outOfScope[0], name: `#${outOfScope[0]}`, reason: expect.stringMatching(/^Este registro no existe/) }]);
  });

  it("keeps the one-at-a-time routes' role rules: a unit admin may not approve, a manager may not act on accounts", async () => {
    const approve = { action: "approve", selection: { ids: [inScope[0]!] }, dryRun: true };
    expect((await bulk(tokens.admin, "social-medias", approve)).status).toBe(403);
    expect((await bulk(tokens.manager, "social-medias", approve)).status).toBe(403);
    expect((await bulk(tokens.manager, "social-medias", { ...approve, action: "publish" })).status).toBe(403);
    expect((await bulk(tokens.admin, "users", { action: "activate", selection: { ids: [1] }, dryRun: true })).status).toBe(403);
  });

  it("refuses more than 5,000 records with a sentence, in the reader's language", async () => {
    const many = Array.from({ length: 5001 }, (_, i) => i + 1);
    const english = await bulk(tokens.super, "social-medias", { action: "publish", selection: { ids: many }, dryRun: true });
    expect(english.status).toBe(400);
    expect(english.body.errors).toEqual([{ path: "selection", message: expect.stringMatching(/^A bulk action takes at most 5,000 records at once, and this selection has 5,001\./) }]);
    const spanish = await bulk(tokens.admin, "social-medias", { action: "publish", selection: { ids: many }, dryRun: true });
    expect(spanish.body.errors[0].message).toMatch(/^Una acción masiva admite como máximo 5\.000 registros/);
  });
});

describe("users", () => {
  it("deactivates and activates with the reason in each audit entry, and refuses the last unit admin of a unit with the spec's sentence", async () => {
    // Someone who holds nothing that would stop a deactivation: no account to administer.
    const [person] = await ids(
      "SELECT id FROM users WHERE role = 'social_media_manager' AND status = 'active' AND id NOT IN (SELECT primary_admin_id FROM social_medias WHERE primary_admin_id IS NOT NULL) AND email <> ? ORDER BY id LIMIT 1",
      [MANAGER],
    );
    // A unit whose only unit admin is `lastAdmin` (the other admins' grants there removed).
    const grant = await one(
      "SELECT g.user_id AS userId, g.unit_id AS unitId, un.name AS unitName FROM access_grants g JOIN users u ON u.id = g.user_id JOIN units un ON un.id = g.unit_id WHERE u.role = 'unit_admin' AND u.status = 'active' AND g.type = 'permanent' AND u.email <> ? ORDER BY g.id LIMIT 1",
      [UNIT_ADMIN],
    );
    const [lastAdmin, unitId] = [Number(grant["userId"]), Number(grant["unitId"])];
    await db.batch([
      { sql: "DELETE FROM access_grants WHERE unit_id = ? AND user_id <> ? AND user_id IN (SELECT id FROM users WHERE role = 'unit_admin')", args: [unitId, lastAdmin] },
      { sql: "UPDATE social_medias SET primary_admin_id = (SELECT id FROM users WHERE email = ?) WHERE primary_admin_id = ?", args: [SEED_SUPER_ADMIN, lastAdmin] },
    ]);
    const reason = "Left the institution in November.";
    const before = await footprint();
    const refused = await bulk(tokens.super, "users", { action: "deactivate", selection: { ids: [person!, lastAdmin] }, params: { reason }, dryRun: false });
    expect(refused.body).toMatchObject({ committed: false, counts: { changed: 1, refused: 1 } });
    expect(refused.body.refused).toEqual([
      { id: lastAdmin, name: expect.any(String), reason: expect.stringMatching(/^You cannot disable this user because they are the only Unit Admin in the following organizations: .*Please assign another Unit Admin before disabling the user\.$/) },
    ]);
    expect(refused.body.refused[0].reason).toContain(String(grant["unitName"]));
    expect(await footprint()).toEqual(before);

    const deactivated = await bulk(tokens.super, "users", { action: "deactivate", selection: { ids: [person!] }, params: { reason }, dryRun: false });
    expect(deactivated.body).toMatchObject({ committed: true, counts: { changed: 1 } });
    expect((await one("SELECT status FROM users WHERE id = ?", [person!]))["status"]).toBe("inactive");
    const entry = await one("SELECT json_extract(current, '$.deactivationReason') AS reason FROM audit_logs WHERE json_extract(current, '$.bulkOperationId') = ?", [deactivated.body.operationId]);
    expect(entry["reason"]).toBe(reason);

    const activated = await bulk(tokens.super, "users", { action: "activate", selection: { filter: { search: "", status: "inactive" } }, dryRun: true });
    expect(activated.body.counts.changed).toBeGreaterThan(0);
    const back = await bulk(tokens.super, "users", { action: "activate", selection: { ids: [person!] }, dryRun: false });
    expect(back.body).toMatchObject({ committed: true, counts: { changed: 1 } });
    expect(await taggedWith(back.body.operationId)).toEqual([person]);
  });
});
