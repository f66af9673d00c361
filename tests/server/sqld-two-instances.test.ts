// Two API instances with the same AUTH_SECRET on one libSQL server, over both of the server's
// protocols: whatever one instance changes, the other acts on at its very next request.
import type { Client } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../api/src/seed/sizes.ts";
import { signInSeeded } from "../support/seeded-server.ts";
import { http, type RunningServer } from "../support/server.ts";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.ts";
import { startSqld, type Sqld } from "../support/sqld.ts";
import { rows, seedSqld, sqldClient, startInstances, stopAll } from "../support/sqld-instances.ts";

const UNIT_ADMIN = "unit.admin@northbridge.edu";

describe.each(["http", "ws"] as const)("two instances on one libSQL server over %s", (protocol) => {
  let sqld: Sqld;
  let sink: SmtpSink;
  let client: Client;
  let a: RunningServer;
  let b: RunningServer;
  let admin: string;
  let unit: number;
  let userCount = 0;

  beforeAll(async () => {
    sqld = await startSqld();
    sink = await startSmtpSink();
    client = sqldClient(sqld.url);
    const databaseUrl = protocol === "http" ? sqld.url : sqld.wsUrl;
    seedSqld(databaseUrl);
    // Both deliver mail from the shared outbox, to the same relay.
    [a, b] = await startInstances(2, { databaseUrl, env: { MAIL_TRANSPORT: "smtp", SMTP_URL: sink.url, STEWARD_MAIL_POLL_MS: "200" } }) as [RunningServer, RunningServer];
    admin = await signInSeeded(a);
    unit = Number((await rows(client, "SELECT id FROM units WHERE depth = 1 ORDER BY id LIMIT 1"))[0]?.["id"]);
  });
  afterAll(async () => {
    await stopAll([a, b]);
    client?.close();
    await sink?.close();
    await sqld?.stop();
  });

  /** A fresh active user made on instance A, signed in on `on`. */
  async function newUser(role: "unit_admin" | "social_media_manager", on: RunningServer) {
    const email = `${protocol}-${role}-${++userCount}@northbridge.edu`;
    const created = await http(a.url, "POST", "/api/users", { token: admin, body: { name: `Person ${userCount}`, email, role, organizations: [unit], password: DEMO_PASSWORD } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return { id: Number(created.body.doc.id), email, token: await signInSeeded(on, email) };
  }

  it("a session signed in on A works on B", async () => {
    const me = await http(b.url, "GET", "/api/users/me", { token: admin });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe("admin@northbridge.edu");
  });

  it("logging out on A ends the session on B", async () => {
    const user = await newUser("social_media_manager", a);
    expect((await http(b.url, "GET", "/api/users/me", { token: user.token })).status).toBe(200);
    expect((await http(a.url, "POST", "/api/users/logout", { token: user.token })).status).toBe(200);
    expect((await http(b.url, "GET", "/api/users/me", { token: user.token })).status).toBe(401);
  });

  it("deactivating a user on B ends their session on A and refuses their sign-in there", async () => {
    const user = await newUser("social_media_manager", a);
    expect((await http(b.url, "PUT", "/api/users/status", { token: admin, body: { id: user.id, status: "inactive" } })).status).toBe(200);
    expect((await http(a.url, "GET", "/api/users/me", { token: user.token })).status).toBe(401);
    expect((await http(a.url, "POST", "/api/users/login", { body: { email: user.email, password: DEMO_PASSWORD } })).status).not.toBe(200);
  });

  it("a role changed on A is the role B enforces", async () => {
    const user = await newUser("unit_admin", b);
    expect((await http(b.url, "GET", "/api/audit-logs?limit=1", { token: user.token })).status).toBe(200);
    const changed = await http(a.url, "PATCH", "/api/users/", { token: admin, body: { id: user.id, role: "social_media_manager" } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await http(b.url, "GET", "/api/users/me", { token: user.token })).body.user.role).toBe("social_media_manager");
    expect((await http(b.url, "GET", "/api/audit-logs?limit=1", { token: user.token })).status).toBe(403);
  });

  it("a password reset through A ends the sessions on B; the outbox sends its mail once", async () => {
    const user = await newUser("social_media_manager", b);
    const before = sink.received.length;
    expect((await http(a.url, "POST", "/api/users/forgot-password", { body: { email: user.email } })).status).toBe(200);
    // Other mail (notifications) may arrive meanwhile: the reset is the one to this user with the link.
    const linkIn = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=").match(/reset-password\?token=([\w-]+)/)?.[1];
    let link: string | undefined;
    for (let n = before + 1; !link; n++) link = (await sink.waitFor(n)).slice(before).filter((m) => m.to.includes(user.email)).map((m) => linkIn(m.raw)).find(Boolean);
    expect(link).toBeTruthy();
    expect((await http(a.url, "POST", "/api/users/reset-password", { body: { token: link, password: "a brand new password" } })).status).toBe(200);
    expect((await http(b.url, "GET", "/api/users/me", { token: user.token })).status).toBe(401);
    expect((await http(b.url, "POST", "/api/users/login", { body: { email: user.email, password: DEMO_PASSWORD } })).status).toBe(401);
    expect((await http(b.url, "POST", "/api/users/login", { body: { email: user.email, password: "a brand new password" } })).status).toBe(200);
    // Both instances poll the outbox; the lease let exactly one of them send it.
    const [row] = await rows(client, "SELECT status, attempts FROM outbox WHERE recipient = ? AND kind = 'reset' ORDER BY id DESC LIMIT 1", [user.email]);
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
    expect(sink.received.filter((m) => m.to.includes(user.email) && linkIn(m.raw))).toHaveLength(1);
  });

  it("the lockout counts failed sign-ins made on both instances", async () => {
    const user = await newUser("social_media_manager", a);
    const wrong = { email: user.email, password: "not the password" };
    // Five failures, never more than three on one instance: per-instance counters would not lock.
    for (const server of [a, b, a, b, a]) expect((await http(server.url, "POST", "/api/users/login", { body: wrong })).status).not.toBe(200);
    const right = await http(b.url, "POST", "/api/users/login", { body: { email: user.email, password: DEMO_PASSWORD } });
    expect(right).toMatchObject({ status: 423, body: { message: "USER_LOCKED" } });
  });

  it("a change on A shows at once in B's dashboard figures, audit counts and lists", async () => {
    const unitAdmin = await signInSeeded(b, UNIT_ADMIN);
    // B computes (and may keep) every figure first.
    const dashboard = (await http(b.url, "GET", "/api/dashboard", { token: admin })).body;
    const auditAll = (await http(b.url, "GET", "/api/audit-logs", { token: admin })).body.totalDocs as number;
    const auditScoped = (await http(b.url, "GET", "/api/audit-logs", { token: unitAdmin })).body.totalDocs as number;
    const accounts = (await http(b.url, "GET", "/api/social-medias?limit=100&sort=name", { token: unitAdmin })).body;
    expect(accounts.docs.length).toBeGreaterThan(0);
    const account = accounts.docs[0] as { id: number; name: string };

    const flag = await http(a.url, "POST", "/api/flags", { token: admin, body: { socialMedia: account.id, category: "missing_backup_admin", severity: "critical", description: "seen on A" } });
    expect(flag.status, JSON.stringify(flag.body)).toBe(201);
    const renamed = await http(a.url, "PATCH", `/api/social-medias/${account.id}`, { token: admin, body: { name: `Renamed on A ${protocol}` } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);

    const after = (await http(b.url, "GET", "/api/dashboard", { token: admin })).body;
    expect(after.openFlags.total).toBe(dashboard.openFlags.total + 1);
    expect(after.openFlags.bySeverity.critical).toBe(dashboard.openFlags.bySeverity.critical + 1);
    expect(after.recentAudit[0]).toMatchObject({ entity: "social-medias", document: account.id });
    expect((await http(b.url, "GET", "/api/audit-logs", { token: admin })).body.totalDocs).toBe(auditAll + 2);
    expect((await http(b.url, "GET", "/api/audit-logs", { token: unitAdmin })).body.totalDocs).toBe(auditScoped + 2);
    const list = (await http(b.url, "GET", "/api/social-medias?limit=100&sort=name", { token: unitAdmin })).body;
    expect(list.docs.find((d: { id: number }) => d.id === account.id)?.name).toBe(`Renamed on A ${protocol}`);
    expect((await http(b.url, "GET", `/api/flags?socialMedia=${account.id}`, { token: admin })).body.docs.map((f: { description: string }) => f.description)).toContain("seen on A");
  });

  it("a change written by hand that moves the change version (README) shows at B's next request", async () => {
    const user = await newUser("social_media_manager", a);
    const read = async () => (await http(b.url, "GET", `/api/users/${user.id}`, { token: admin })).body.doc.name as string;
    expect(await read()).toBe(`Person ${userCount}`);
    const tx = await client.transaction("write");
    await tx.execute({ sql: "UPDATE users SET name = 'Renamed by hand' WHERE id = ?", args: [user.id] });
    await tx.execute("INSERT INTO change_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1");
    await tx.commit();
    expect(await read()).toBe("Renamed by hand");
  });

  // Last: a new policy version gates every session, the admin's included, until each accepts it.
  it("a policy published on A gates B's next request; an acceptance on B opens A", async () => {
    const user = await newUser("social_media_manager", b);
    expect((await http(a.url, "GET", "/api/social-medias?limit=1", { token: user.token })).status).toBe(200);
    const text = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: `Version of ${protocol}` }] }] };
    const published = await http(a.url, "POST", "/api/policies", { token: admin, body: { text } });
    expect(published.status).toBe(201);
    expect((await http(b.url, "GET", "/api/social-medias?limit=1", { token: user.token })).body).toEqual({ message: "POLICY_NOT_ACCEPTED" });
    expect((await http(b.url, "GET", "/api/policies/current", { token: user.token })).body.policy.id).toBe(published.body.doc.id);
    expect((await http(b.url, "POST", "/api/acknowledgments", { token: user.token, body: { policy: published.body.doc.id } })).status).toBe(201);
    expect((await http(a.url, "GET", "/api/social-medias?limit=1", { token: user.token })).status).toBe(200);
    expect((await http(a.url, "POST", "/api/acknowledgments", { token: admin, body: { policy: published.body.doc.id } })).status).toBe(201);
  });
});
