// GET /api/search (issue 33) on the real server over a seeded institution: one record of each kind
// inside the unit admin's scope and one outside it, all named with a word nothing else holds. The
// super admin finds both; the unit admin never the outside one, not even in a count; what the unit
// admin and the manager find is what their lists show them. Addresses in any form the verify API
// understands find the account; LIKE's and FTS's special characters are text; limits are sentences.
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { http, type RunningServer } from "../support/server.ts";
import { seedDataDir, signInSeeded, startOn, SEED_SUPER_ADMIN } from "../support/seeded-server.ts";

const UNIT_ADMIN = "unit.admin@northbridge.edu";
const MANAGER = "manager@northbridge.edu";
const WORD = "Zyxqwv";

let server: RunningServer;
let databaseUrl: string;
const tokens: Record<"super" | "admin" | "manager", string> = { super: "", admin: "", manager: "" };
const inside = { unit: 0, child: 0, account: 0, person: 0, flag: 0, campaign: 0 };
const outside = { unit: 0, account: 0, person: 0, flag: 0, campaign: 0 };
let dotted = 0;

type Row = Record<string, unknown>;
const within = (path: string, roots: string[]) => roots.some((r) => path.startsWith(r));

beforeAll(async () => {
  const seeded = seedDataDir("small");
  const dataDir = seeded.dataDir;
  databaseUrl = seeded.databaseUrl;
  const db = createClient({ url: databaseUrl });
  const all = async (sql: string, args: (string | number)[] = []) => (await db.execute({ sql, args })).rows as unknown as Row[];
  // Every unit the unit admin holds a grant on, in force or not: "outside" is outside all of them.
  const [admin] = await all("SELECT id FROM users WHERE email = ?", [UNIT_ADMIN]);
  const granted = (await all("SELECT un.path AS path, g.type AS type FROM access_grants g JOIN units un ON un.id = g.unit_id WHERE g.user_id = ?", [Number(admin!["id"])])).map((r) => ({ path: String(r["path"]), type: String(r["type"]) }));
  const roots = granted.map((g) => g.path);
  const permanent = granted.filter((g) => g.type === "permanent").map((g) => g.path);
  const units = (await all("SELECT id, path, parent_id FROM units ORDER BY id")).map((r) => ({ id: Number(r["id"]), path: String(r["path"]), parent: r["parent_id"] === null ? null : Number(r["parent_id"]) }));
  const parentInside = units.find((u) => within(u.path, permanent) && units.some((c) => c.parent === u.id))!;
  inside.unit = parentInside.id;
  inside.child = units.find((c) => c.parent === parentInside.id)!.id;
  outside.unit = units.find((u) => !within(u.path, roots) && !roots.some((r) => r.startsWith(u.path)))!.id;
  const links = await all("SELECT smu.social_media_id AS id, un.path AS path FROM social_media_units smu JOIN units un ON un.id = smu.unit_id");
  const pathsOf = new Map<number, string[]>();
  for (const l of links) pathsOf.set(Number(l["id"]), [...(pathsOf.get(Number(l["id"])) ?? []), String(l["path"])]);
  const accountsInside = [...pathsOf].filter(([, paths]) => paths.some((p) => within(p, permanent))).map(([id]) => id);
  inside.account = accountsInside[0]!;
  const anotherInside = accountsInside[1]!;
  dotted = accountsInside[2]!;
  // Outside, and above none of the unit admin's units (the last test moves its unit under theirs).
  outside.account = [...pathsOf].find(([, paths]) => paths.every((p) => !within(p, roots) && !roots.some((r) => r.startsWith(p))))![0];
  const grants = await all("SELECT g.user_id AS id, un.path AS path FROM access_grants g JOIN units un ON un.id = g.unit_id JOIN users u ON u.id = g.user_id WHERE u.email NOT IN (?, ?, ?)", [UNIT_ADMIN, MANAGER, SEED_SUPER_ADMIN]);
  const grantPaths = new Map<number, string[]>();
  for (const g of grants) grantPaths.set(Number(g["id"]), [...(grantPaths.get(Number(g["id"])) ?? []), String(g["path"])]);
  inside.person = [...grantPaths].find(([, paths]) => paths.some((p) => within(p, permanent)))![0];
  outside.person = [...grantPaths].find(([, paths]) => paths.every((p) => !within(p, roots)))![0];
  // The names are written with plain SQL: the index follows through its triggers, as it does for every write path.
  await db.batch([
    // Their own flags only: the seed's on these accounts would match the account's new name too.
    { sql: "DELETE FROM flags WHERE social_media_id IN (?, ?)", args: [inside.account, outside.account] },
    { sql: "UPDATE units SET name = ? WHERE id = ?", args: [`${WORD} Inside Faculty`, inside.unit] },
    { sql: "UPDATE social_medias SET platform = 'facebook', profile_url = 'https://www.facebook.com/zyx.qwv.dots', account_handle = '' WHERE id = ?", args: [dotted] },
    { sql: "UPDATE units SET name = ? WHERE id = ?", args: ["Qqvbn Child", inside.child] },
    { sql: "UPDATE units SET name = ? WHERE id = ?", args: [`${WORD} Outside Faculty`, outside.unit] },
    { sql: "UPDATE social_medias SET name = ?, platform = 'instagram', profile_url = ?, account_handle = ? WHERE id = ?", args: [`${WORD} Inside Account`, "https://www.instagram.com/zyxqwv.inside/", "@zyxqwv.inside", inside.account] },
    { sql: "UPDATE social_medias SET name = ?, platform = 'twitter', profile_url = ?, account_handle = '' WHERE id = ?", args: [`${WORD} Outside Account`, "https://x.com/zyxqwv_outside", outside.account] },
    { sql: "UPDATE users SET name = ? WHERE id = ?", args: [`Ana ${WORD} Inside`, inside.person] },
    { sql: "UPDATE users SET name = ? WHERE id = ?", args: [`Luis ${WORD} Outside`, outside.person] },
    { sql: "UPDATE users SET locale = 'es-CO' WHERE email = ?", args: [UNIT_ADMIN] },
    { sql: "UPDATE users SET locale = 'en' WHERE email IN (?, ?)", args: [SEED_SUPER_ADMIN, MANAGER] },
    { sql: "INSERT INTO flags (social_media_id, category, severity, description, status, source, created_at, updated_at) VALUES (?, 'other', 'high', 'a flag', 'open', 'user', '2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z')", args: [inside.account] },
    { sql: "INSERT INTO flags (social_media_id, category, severity, description, status, source, created_at, updated_at) VALUES (?, 'other', 'low', 'a flag', 'open', 'user', '2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z')", args: [outside.account] },
    { sql: "INSERT INTO campaigns (name, unit_id, subjects, due_date, status, created_at, updated_at) VALUES (?, ?, '[\"accounts\"]', '2026-12-31', 'draft', '2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z')", args: [`${WORD} Inside Review`, inside.unit] },
    { sql: "INSERT INTO campaigns (name, unit_id, subjects, due_date, status, created_at, updated_at) VALUES (?, ?, '[\"accounts\"]', '2026-12-31', 'draft', '2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z')", args: [`${WORD} Outside Review`, outside.unit] },
    // More flags than a kind counts, to see "more than 100".
    ...Array.from({ length: 105 }, () => ({ sql: "INSERT INTO flags (social_media_id, category, severity, description, status, source, created_at, updated_at) VALUES (?, 'other', 'low', 'capcount', 'resolved', 'user', '2026-10-01T00:00:00Z', '2026-10-01T00:00:00Z')", args: [anotherInside] })),
  ]);
  inside.flag = Number((await all("SELECT id FROM flags WHERE social_media_id = ? AND description = 'a flag' ORDER BY id DESC LIMIT 1", [inside.account]))[0]!["id"]);
  outside.flag = Number((await all("SELECT id FROM flags WHERE social_media_id = ? ORDER BY id DESC LIMIT 1", [outside.account]))[0]!["id"]);
  inside.campaign = Number((await all("SELECT id FROM campaigns WHERE name = ?", [`${WORD} Inside Review`]))[0]!["id"]);
  outside.campaign = Number((await all("SELECT id FROM campaigns WHERE name = ?", [`${WORD} Outside Review`]))[0]!["id"]);
  db.close();
  server = await startOn(dataDir);
  tokens.super = await signInSeeded(server);
  tokens.admin = await signInSeeded(server, UNIT_ADMIN);
  tokens.manager = await signInSeeded(server, MANAGER);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const search = (who: keyof typeof tokens, q: string) => http(server.url, "GET", `/api/search?q=${encodeURIComponent(q)}`, { token: tokens[who] });
const ids = (group: { results: { id: number }[] } | undefined) => (group?.results ?? []).map((r) => r.id).sort((a, b) => a - b);

describe("scope", () => {
  it("a super admin finds the record of each kind inside and outside the unit admin's scope", async () => {
    const { status, body } = await search("super", WORD.toLowerCase());
    expect(status).toBe(200);
    expect(ids(body.units)).toEqual([inside.unit, outside.unit].sort((a, b) => a - b));
    expect(ids(body.people)).toEqual([inside.person, outside.person].sort((a, b) => a - b));
    expect(ids(body.accounts)).toEqual([inside.account, outside.account].sort((a, b) => a - b));
    expect(ids(body.flags)).toEqual([inside.flag, outside.flag].sort((a, b) => a - b));
    expect(ids(body.campaigns)).toEqual([inside.campaign, outside.campaign].sort((a, b) => a - b));
    expect(body.flags.results.find((f: { id: number }) => f.id === inside.flag).socialMedia).toEqual({ id: inside.account, name: `${WORD} Inside Account` });
  });

  it("a unit admin never finds anything outside their subtree, not even in a count", async () => {
    const { status, body } = await search("admin", WORD);
    expect(status).toBe(200);
    for (const [kind, id] of Object.entries({ units: inside.unit, people: inside.person, accounts: inside.account, flags: inside.flag, campaigns: inside.campaign })) {
      expect({ kind, ids: ids(body[kind]), total: body[kind].total }).toEqual({ kind, ids: [id], total: 1 });
    }
    expect(JSON.stringify(body)).not.toContain("Outside");
  });

  it("the unit admin and the manager find exactly what their lists show for the same words", async () => {
    const lists = { units: "/api/organization", people: "/api/users", accounts: "/api/social-medias", flags: "/api/flags" } as const;
    for (const who of ["admin", "manager"] as const) {
      const { body } = await search(who, WORD);
      for (const [kind, path] of Object.entries(lists)) {
        const list = await http(server.url, "GET", `${path}?limit=100&search=${WORD}`, { token: tokens[who] });
        const listed = (list.body.docs as { id: number }[]).map((d) => d.id).sort((a, b) => a - b);
        expect({ who, kind, found: ids(body[kind]), total: body[kind].total }).toEqual({ who, kind, found: listed, total: list.body.totalDocs });
      }
    }
  });

  it("a manager, who may not read campaigns, gets no campaign kind at all", async () => {
    const { body } = await search("manager", WORD);
    expect(body.campaigns).toBeUndefined();
    expect(body.accounts).toBeDefined();
  });
});

describe("matching", () => {
  it("a unit is found by its path, written from an ancestor's name down, and shows that path", async () => {
    const { body } = await search("super", `${WORD} inside / qqvbn`);
    expect(ids(body.units)).toEqual([inside.child]);
    expect(body.units.results[0].pathNames).toContain(`${WORD} Inside Faculty`);
    expect(ids((await search("super", `${WORD} outside / qqvbn`)).body.units)).toEqual([]);
  });

  it("a person is found by name and by e-mail, accents and case aside", async () => {
    const [email] = (await http(server.url, "GET", `/api/users/${inside.person}`, { token: tokens.super })).body.doc.email.split("@");
    expect(ids((await search("super", email)).body.people)).toContain(inside.person);
    expect(ids((await search("super", "ÁNA zyxqwv")).body.people)).toEqual([inside.person]);
  });

  it("an account is found by its handle and by any form of its profile address, and says so", async () => {
    expect(ids((await search("admin", "@zyxqwv.inside")).body.accounts)).toEqual([inside.account]);
    for (const address of ["https://www.instagram.com/zyxqwv.inside/", "instagram.com/ZYXQWV.INSIDE?igshid=abc123", "http://m.instagram.com/zyxqwv.inside#top", "https://instagr.am/zyxqwv.inside"]) {
      const { body } = await search("admin", address);
      expect({ address, ids: ids(body.accounts), byAddress: body.accounts.results[0]?.byAddress }).toEqual({ address, ids: [inside.account], byAddress: true });
    }
    // Facebook ignores the dots of a page's name: the key drops them, the stored address keeps them.
    expect(ids((await search("super", "facebook.com/zyx.qwv.dots")).body.accounts)).toEqual([dotted]);
    // twitter.com names the x.com account; outside the unit admin's scope, it names nothing for them.
    expect(ids((await search("super", "https://twitter.com/ZYXQWV_OUTSIDE?s=20")).body.accounts)).toEqual([outside.account]);
    expect((await search("admin", "https://twitter.com/zyxqwv_outside")).body.accounts).toEqual({ total: 0, capped: false, results: [] });
  });

  it("LIKE's and the index's special characters are text, and odd input is no error", async () => {
    for (const q of ["zyx_wv", "zyx%wv", "%%%", "___", `"zyxqwv"`, "zyxqwv' OR 1=1 --", "zyxqwv NEAR(a b)", "zyxqwv*", "\\\\\\", "🙂🙂🙂"]) {
      const { status, body } = await search("super", q);
      expect({ q, status }).toEqual({ q, status: 200 });
      if (!q.includes("zyxqwv") || q.includes("*")) expect({ q, units: body.units?.total ?? 0, people: body.people?.total ?? 0 }).toEqual({ q, units: 0, people: 0 });
    }
    // Quoted, the word is still the word: the quotes are part of nothing the index holds.
    expect((await search("super", `"zyxqwv"`)).body.units.total).toBe(0);
  });
});

describe("limits", () => {
  it("short and empty queries are answered at once, with no kind", async () => {
    for (const q of ["", "  ", "ab", "a b c", "@ab"]) {
      const { status, body } = await search("super", q);
      expect({ q, status, body }).toEqual({ q, status: 200, body: { q: q.trim(), tooShort: true } });
    }
  });

  it("shows a few per kind and counts the rest up to a hundred, then says there are more", async () => {
    const few = (await search("super", "northbridge.edu")).body.people;
    expect({ shown: few.results.length, capped: few.capped, more: few.total > 5 }).toEqual({ shown: 5, capped: false, more: true });
    const many = (await search("admin", "capcount")).body.flags;
    expect({ shown: many.results.length, total: many.total, capped: many.capped }).toEqual({ shown: 5, total: 100, capped: true });
  });

  it("over 200 characters is a 400 with a sentence, in the reader's language", async () => {
    const q = "x".repeat(1000);
    const en = await search("super", q);
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ name: "ValidationError", errors: [{ path: "q", message: "The search may be at most 200 characters" }] });
    const es = await search("admin", q);
    expect(es.status).toBe(400);
    expect(es.body.errors[0].message).toBe("La búsqueda puede tener como máximo 200 caracteres");
  });

  it("needs a signed-in caller", async () => {
    expect((await http(server.url, "GET", "/api/search?q=zyxqwv")).status).toBe(401);
  });
});

describe("matching at scale", () => {
  // The index is asked for some of a word's runs of three letters (vorpalblade: pal, bla) and each
  // row found is checked for the whole word: rows holding the runs apart are read and dropped, and
  // reading goes on past them until the kind's count is full.
  it("counts only rows holding the whole word, reading past rows that hold its runs apart", async () => {
    const db = createClient({ url: databaseUrl });
    try {
      const [account] = (await db.execute({ sql: "SELECT id FROM social_medias WHERE id NOT IN (?, ?, ?) ORDER BY id LIMIT 1", args: [inside.account, outside.account, dotted] })).rows;
      const flag = (description: string) => ({ sql: "INSERT INTO flags (social_media_id, category, severity, description, status, source) VALUES (?, 'other', 'low', ?, 'resolved', 'user')", args: [Number(account!["id"]), description] });
      await db.batch([
        ...Array.from({ length: 30 }, () => flag("vor pal bla ade")),
        ...Array.from({ length: 101 }, () => flag("vorpalblade")),
        ...Array.from({ length: 20 }, () => flag("jab ber woc ock")),
        ...Array.from({ length: 10 }, () => flag("Jabberwock")),
      ]);
    } finally {
      db.close();
    }
    const capped = (await search("super", "vorpalblade")).body.flags;
    expect({ total: capped.total, capped: capped.capped }).toEqual({ total: 100, capped: true });
    const few = (await search("super", "JABBERWOCK")).body.flags;
    expect({ total: few.total, capped: few.capped }).toEqual({ total: 10, capped: false });
  });

  it("a path's earlier segment may name more than a thousand units: the unit below the right one is found", async () => {
    const db = createClient({ url: databaseUrl });
    try {
      const base = Number((await db.execute("SELECT max(id) AS id FROM units")).rows[0]!["id"]);
      // 1,011 units named alike at the top, the last of them (the highest id) above the one searched.
      await db.execute({
        sql: "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1011) INSERT INTO units (id, name, type, parent_id, path, depth, status) SELECT ? + i, 'Wideqxv ' || i, 'department', NULL, '/' || (? + i) || '/', 0, 'active' FROM n",
        args: [base, base],
      });
      await db.execute({ sql: "INSERT INTO units (id, name, type, parent_id, path, depth, status) VALUES (?, 'Qqzzk Leaf', 'office', ?, ?, 1, 'active')", args: [base + 1012, base + 1011, `/${base + 1011}/${base + 1012}/`] });
      const { body } = await search("super", "wideqxv / qqzzk");
      expect(body.units.results.map((u: { id: number; pathNames: string[] }) => ({ id: u.id, pathNames: u.pathNames }))).toEqual([{ id: base + 1012, pathNames: ["Wideqxv 1011"] }]);
    } finally {
      db.close();
    }
  });
});

describe("the index follows the tree", () => {
  // Last: it moves a unit. The index narrows by the units above each record, so a move must reach
  // it (the trigger on units.path) or the unit admin would miss what is now theirs.
  it("a unit moved into the unit admin's subtree brings its account into their search, as into their list", async () => {
    const db = createClient({ url: databaseUrl });
    try {
      const unitOf = async (id: number) => (await db.execute({ sql: "SELECT id, path FROM units WHERE id = ?", args: [id] })).rows[0]!;
      const [link] = (await db.execute({ sql: "SELECT unit_id FROM social_media_units WHERE social_media_id = ? ORDER BY position LIMIT 1", args: [outside.account] })).rows;
      const moved = await unitOf(Number(link!["unit_id"]));
      const target = await unitOf(inside.unit);
      const from = String(moved["path"]);
      const to = `${String(target["path"])}${Number(moved["id"])}/`;
      await db.execute({ sql: "UPDATE units SET path = ? || substr(path, ?) WHERE path >= ? AND path < ?", args: [to, from.length + 1, from, `${from.slice(0, -1)}0`] });
    } finally {
      db.close();
    }
    const { body } = await search("admin", `${WORD} outside account`);
    const list = await http(server.url, "GET", `/api/social-medias?search=${encodeURIComponent(`${WORD} Outside Account`)}`, { token: tokens.admin });
    expect({ found: ids(body.accounts), listed: list.body.docs.map((d: { id: number }) => d.id) }).toEqual({ found: [outside.account], listed: [outside.account] });
  });
});
