// The inbox on the real Deno server (issue 33): the fan-out writes an item to exactly the people it
// tells by e-mail (at once or in a digest) and to nobody whose settings say "off"; each person
// reads, filters and marks only their own; the poll answers 304 until something changes, sees a
// new item, and stops answering the moment the session is revoked.
import { afterAll, beforeAll, expect, it } from "vitest";
import { query } from "../support/database-checks.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ env: { STEWARD_EVENTS_POLL_MS: "200", STEWARD_INBOX_POLL_SECONDS: "5" } });
});
afterAll(async () => {
  await server?.stop();
});

const PASSWORD = "a long enough password";
const api = (method: string, path: string, token?: string, body?: unknown, headers?: Record<string, string>) =>
  http(server.url, method, path, { ...(token ? { token } : {}), ...(body === undefined ? {} : { body }), ...(headers ? { headers } : {}) });
const signIn = async (email: string) => (await api("POST", "/api/users/login", undefined, { email, password: PASSWORD })).body.token as string;
const policy = (text: string) => ({ text: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] } });

/** Asks until `check` holds (the fan-out runs every 200 ms); fails with the last answer after a generous wait. */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  let last = await read();
  for (let i = 0; i < 300 && !check(last); i++) {
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
  expect(check(last), JSON.stringify(last)).toBe(true);
  return last;
}

it("tells the e-mail's audience in the inbox, keeps each person to their own items, and polls until the session ends", async () => {
  await api("POST", "/api/create-first-user", undefined, { name: "Ada Root", email: "ada@uni.edu", password: PASSWORD });
  const root = await signIn("ada@uni.edu");
  const people: Record<string, { id: number; token: string }> = {};
  for (const name of ["Bo", "Dee", "Otto"]) {
    const email = `${name.toLowerCase()}@uni.edu`;
    const made = await api("POST", "/api/users", root, { name: `${name} Reader`, email, role: "super_admin", password: PASSWORD });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    people[name] = { id: made.body.doc.id, token: await signIn(email) };
  }
  const [bo, dee, otto] = [people["Bo"]!, people["Dee"]!, people["Otto"]!];
  // Bo keeps the default (an e-mail at once), Dee reads a daily digest, in Spanish; Otto turned it off.
  expect((await api("PUT", "/api/users/me/notifications", dee.token, { preferences: { "policy.published": "daily" } })).status).toBe(200);
  expect((await api("PATCH", "/api/users/me", dee.token, { locale: "es-CO" })).status).toBe(200);
  expect((await api("PUT", "/api/users/me/notifications", otto.token, { preferences: { "policy.published": "off" } })).status).toBe(200);

  expect((await api("POST", "/api/policies", root, policy("Be kind."))).status).toBe(201);
  await until(() => query(server.databaseUrl, "SELECT count(*) AS n FROM events WHERE dispatched_at IS NULL"), (rows) => Number(rows[0]?.["n"]) === 0);
  for (const token of [root, bo.token, dee.token, otto.token]) await api("POST", "/api/acknowledgments", token, { policy: (await api("GET", "/api/policies/current", token)).body.policy.id });

  // Exactly the e-mail's audience: Bo's e-mail is queued, Dee's waits for the digest, Otto and the author get nothing.
  const mailed = await query(server.databaseUrl, "SELECT u.id FROM outbox o JOIN users u ON u.email = o.recipient WHERE o.kind = 'notification:policy.published'");
  const digested = await query(server.databaseUrl, "SELECT user_id AS id FROM digest_entries");
  const told = await query(server.databaseUrl, "SELECT user_id AS id FROM inbox_items ORDER BY user_id");
  expect(told.map((r) => Number(r["id"]))).toEqual([...mailed, ...digested].map((r) => Number(r["id"])).sort((a, b) => a - b));
  expect(told.map((r) => Number(r["id"]))).toEqual([bo.id, dee.id]);

  const boList = await api("GET", "/api/inbox", bo.token);
  expect(boList.status).toBe(200);
  expect(boList.body).toMatchObject({ totalDocs: 1, unread: 1, page: 1 });
  expect(boList.body.docs[0]).toMatchObject({ kind: "policy.published", readAt: null, link: { page: "policies", id: null, search: null } });
  expect(boList.body.docs[0].sentence).toMatch(/version 1/i);
  // The same event, said in Dee's language when she reads it.
  const deeList = await api("GET", "/api/inbox", dee.token);
  expect(deeList.body.docs[0].sentence).toMatch(/versión 1/i);
  expect((await api("GET", "/api/inbox", otto.token)).body).toMatchObject({ totalDocs: 0, unread: 0 });

  // Another's item: changed nothing, and answered exactly as an id that does not exist.
  const deeItem = deeList.body.docs[0].id as number;
  const theirs = await api("POST", "/api/inbox/read", bo.token, { ids: [deeItem] });
  const nobody = await api("POST", "/api/inbox/read", bo.token, { ids: [9_999_999] });
  expect(theirs).toMatchObject({ status: 200, body: { marked: 0, unread: 1 } });
  expect(nobody.body).toEqual(theirs.body);
  expect((await api("GET", "/api/inbox?unread=true", dee.token)).body.totalDocs).toBe(1);
  // A body that names neither is refused with a sentence.
  const bad = await api("POST", "/api/inbox/read", bo.token, {});
  expect(bad.status).toBe(400);
  expect(bad.body.errors[0].message).toMatch(/ids.*all/);
  // In the reader's language too.
  expect((await api("POST", "/api/inbox/read", dee.token, { every: true })).body.errors[0].message).toMatch(/^Indique "ids"/);

  // Read by id, then the unread filter is empty while the list keeps the item; Dee marks all.
  expect((await api("POST", "/api/inbox/read", bo.token, { ids: [boList.body.docs[0].id] })).body).toEqual({ marked: 1, unread: 0 });
  expect((await api("GET", "/api/inbox?unread=true", bo.token)).body).toMatchObject({ totalDocs: 0, unread: 0 });
  expect((await api("GET", "/api/inbox", bo.token)).body.docs[0].readAt).not.toBeNull();
  expect((await api("POST", "/api/inbox/read", dee.token, { all: true })).body).toEqual({ marked: 1, unread: 0 });

  // The poll: a 304 while nothing changed; the new item once it is fanned out.
  const first = await api("GET", "/api/inbox/version", bo.token);
  expect(first.body).toMatchObject({ unread: 0, pollSeconds: 5 });
  const etag = first.headers.get("etag")!;
  expect((await api("GET", "/api/inbox/version", bo.token, undefined, { "if-none-match": etag })).status).toBe(304);
  expect((await api("POST", "/api/policies", root, policy("Be kinder."))).status).toBe(201);
  const changed = await until(() => api("GET", "/api/inbox/version", bo.token, undefined, { "if-none-match": etag }), (r) => r.status === 200);
  expect(changed.body.unread).toBe(1);
  expect(changed.body.latestId).toBeGreaterThan(first.body.latestId);

  // Revoked: the very next poll is refused, so the dashboard stops asking.
  expect((await api("POST", "/api/users/logout", bo.token)).status).toBe(200);
  expect((await api("GET", "/api/inbox/version", bo.token, undefined, { "if-none-match": changed.headers.get("etag")! })).status).toBe(401);
});
