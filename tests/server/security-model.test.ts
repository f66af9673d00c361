// docs/security.md "Many requests at once leave a revoked session working or a stale read": a few
// hundred mixed requests (sign-ins, logouts, forgot-password, grants, deactivations, list reads)
// from many clients against the real server, in rounds; after each round a model of what must hold
// is checked against the server: a revoked session is refused, a deactivated user is refused,
// fresh sign-ins work, reads show the last committed state. Then the same with the database file
// made busy by a second process that holds its write lock for seconds at a time. Every kind of
// request must take effect at least once, and at most half of its requests may be turned away
// busy (503): else a server answering 503 to every write would pass.
// Replay a failure with STEWARD_MODEL_SEED=<the printed seed>.
import { spawn, type ChildProcess } from "node:child_process";
import { afterEach, expect, it } from "vitest";
import { createRng } from "../../api/src/seed/prng.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";

const PASSWORD = "a long enough password";
const USERS = 8;
const ROUNDS = 14;
const OPS_PER_ROUND = 24;

interface ModelUser {
  id: number;
  email: string;
  active: boolean;
  /** Sessions the server handed out, and whether each must still work. */
  sessions: Map<string, boolean>;
  grantType: "permanent" | "temporary";
  /** Consecutive failed sign-ins: the fifth locks the account (an inactive user's fail too). */
  failures: number;
}

let server: RunningServer | undefined;
let holder: ChildProcess | undefined;
afterEach(async () => {
  holder?.kill("SIGKILL");
  holder = undefined;
  await server?.stop();
  server = undefined;
});

/** A second process that takes the file's write lock for `holdMs`, `times` times, with pauses. */
function holdWriteLock(file: string, holdMs: number, times: number): ChildProcess {
  const script = `
    const Database = require("libsql");
    const db = new Database(${JSON.stringify(file)}, { timeout: 10000 });
    let left = ${times};
    const round = () => {
      db.exec("BEGIN IMMEDIATE");
      setTimeout(() => { db.exec("COMMIT"); if (--left > 0) setTimeout(round, 400); else process.exit(0); }, ${holdMs});
    };
    setTimeout(round, 200);
  `;
  return spawn(process.execPath, ["-e", script], { cwd: process.cwd(), stdio: "ignore" });
}

async function runModel(busy: boolean) {
  const seed = Number(process.env["STEWARD_MODEL_SEED"] ?? Math.floor(Math.random() * 2 ** 31));
  console.log(`security model ${busy ? "(busy database) " : ""}seed: ${seed}`);
  // The seed task's generator: a seed replays the same requests.
  const rng = createRng(seed);
  server = await startServer();
  const s = server;
  expect((await http(s.url, "POST", "/api/create-first-user", { body: { name: "Root", email: "root@uni.edu", password: PASSWORD } })).status).toBe(201);
  const root = (await http(s.url, "POST", "/api/users/login", { body: { email: "root@uni.edu", password: PASSWORD } })).body.token as string;
  const unit = (await http(s.url, "POST", "/api/organization", { token: root, body: { name: "University", type: "higher_education_institution", admin: 1, email: "", phone: "", status: "active" } })).body.doc.id as number;
  const users: ModelUser[] = [];
  for (let i = 0; i < USERS; i++) {
    const email = `person${i}@uni.edu`;
    const res = await http(s.url, "POST", "/api/users", { token: root, body: { name: `Person ${i}`, email, role: "social_media_manager", organizations: [unit], password: PASSWORD } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    users.push({ id: res.body.doc.id, email, active: true, sessions: new Map(), grantType: "permanent", failures: 0 });
  }
  if (busy) holder = holdWriteLock(s.databaseUrl.slice("file:".length), 2500, 3);

  // 503 DATABASE_BUSY is an honest "not done": the model keeps its state for that request. But a
  // server that answered 503 to everything would keep every model true, so each kind's answers
  // are counted (below) and most must be real ones.
  const tally = new Map<string, { sent: number; busy: number; done: number }>();
  function counted(kind: string, status: number, done: boolean): boolean {
    const t = tally.get(kind) ?? { sent: 0, busy: 0, done: 0 };
    tally.set(kind, t);
    t.sent += 1;
    if (status === 503) t.busy += 1;
    if (done) t.done += 1;
    return status !== 503;
  }
  const ops = {
    async signIn(u: ModelUser) {
      const res = await http(s.url, "POST", "/api/users/login", { body: { email: u.email, password: PASSWORD } });
      if (!counted("signIn", res.status, res.status === 200)) return;
      const expected = u.failures >= 5 ? 423 : u.active ? 200 : 401;
      expect(res.status, `sign-in of ${u.email} (active: ${u.active}, failures: ${u.failures})`).toBe(expected);
      if (res.status === 200) {
        u.sessions.set(res.body.token, true);
        u.failures = 0;
      } else if (res.status === 401) u.failures += 1;
    },
    async logout(u: ModelUser) {
      const live = [...u.sessions].filter(([, ok]) => ok).map(([t]) => t);
      if (live.length === 0) return ops.signIn(u);
      const token = rng.pick(live);
      const res = await http(s.url, "POST", "/api/users/logout", { token });
      if (!counted("logout", res.status, res.status === 200)) return;
      expect(res.status).toBe(200);
      u.sessions.set(token, false);
    },
    async forgot(u: ModelUser) {
      const res = await http(s.url, "POST", "/api/users/forgot-password", { body: { email: rng.next() < 0.5 ? u.email : `ghost-${u.id}@uni.edu` } });
      counted("forgot", res.status, res.status === 200);
      expect([200, 429]).toContain(res.status);
    },
    async grant(u: ModelUser) {
      const type = u.grantType === "permanent" ? "temporary" : "permanent";
      const access = [{ organization: unit, type, ...(type === "temporary" ? { start_date: "2020-01-01", end_date: "2099-12-31" } : {}) }];
      const res = await http(s.url, "PATCH", "/api/users/access", { token: root, body: { user: u.id, access } });
      if (!counted("grant", res.status, res.status === 200)) return;
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      u.grantType = type;
    },
    async setStatus(u: ModelUser) {
      const status = u.active ? "inactive" : "active";
      const res = await http(s.url, "PUT", "/api/users/status", { token: root, body: { id: u.id, status } });
      if (!counted("setStatus", res.status, res.status === 200)) return;
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      u.active = status === "active";
      if (!u.active) for (const t of u.sessions.keys()) u.sessions.set(t, false);
    },
    async read(u: ModelUser) {
      const res = await http(s.url, "GET", `/api/users?search=${encodeURIComponent(u.email)}`, { token: root });
      counted("read", res.status, res.status === 200);
      expect(res.status).toBe(200);
    },
  };
  const kinds = Object.keys(ops) as (keyof typeof ops)[];

  for (let round = 0; round < ROUNDS; round++) {
    // Each user takes part in at most one request of a kind that changes them per round, so the
    // model knows the order of what it checks; reads and forgot-password go on beside them.
    const batch: Promise<void>[] = [];
    const changed = new Set<number>();
    for (let i = 0; i < OPS_PER_ROUND; i++) {
      const u = rng.pick(users);
      const kind = rng.pick(kinds);
      const changes = kind !== "read" && kind !== "forgot";
      if (changes && changed.has(u.id)) {
        batch.push(ops.read(u));
        continue;
      }
      if (changes) changed.add(u.id);
      batch.push(ops[kind](u));
    }
    await Promise.all(batch);
    for (const u of users) {
      for (const [token, works] of u.sessions) {
        const me = await http(s.url, "GET", "/api/users/me", { token });
        expect(me.status, `round ${round}, seed ${seed}: a session of ${u.email} (active ${u.active}, live ${works})`).toBe(works ? 200 : 401);
      }
      const doc = await http(s.url, "GET", `/api/users/${u.id}`, { token: root });
      expect(doc.body.doc.status, `round ${round}, seed ${seed}: ${u.email} as read back`).toBe(u.active ? "active" : "inactive");
      expect(doc.body.doc.access[0].type, `round ${round}, seed ${seed}: grant of ${u.email}`).toBe(u.grantType);
    }
    // A fresh sign-in works at every point for an active user.
    const fresh = users.find((u) => u.active && u.failures < 5);
    if (fresh) await ops.signIn(fresh);
  }
  expect(server.output()).not.toMatch(/unhandled error/);
  console.log(`security model ${busy ? "(busy database) " : ""}answers: ${JSON.stringify(Object.fromEntries(tally))}`);
  for (const kind of kinds) {
    const t = tally.get(kind) ?? { sent: 0, busy: 0, done: 0 };
    // Every kind took effect at least once, and at most half of its requests were turned away busy.
    expect(t.done, `seed ${seed}: ${kind} never took effect (${JSON.stringify(t)})`).toBeGreaterThan(0);
    expect(t.busy, `seed ${seed}: ${kind} was turned away busy too often (${JSON.stringify(t)})`).toBeLessThanOrEqual(t.sent / 2);
  }
}

it("a few hundred mixed requests from many clients keep sessions, statuses and reads true", async () => {
  await runModel(false);
});

it("the same while another process holds the database's write lock for seconds at a time", async () => {
  await runModel(true);
});
