// Dormancy (issue 19 point 2), through HTTP and the scheduler on the moved clock: a date recorded
// by hand (who may, which platforms, which dates), the daily refresh of YouTube and X against the
// stand-ins on loopback within its per-run budget (and a provider's 429), the dormant flag raised
// past STEWARD_DORMANT_DAYS with the unit admins told and resolved when activity returns, and the
// home page's figures.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { socialMediaManagers } from "../src/db/schema.ts";
import { events } from "../src/db/tables/events.ts";
import { loadSettings } from "../src/settings.ts";
import { startLoopbackServer, type LoopbackServer } from "../../tests/support/stand-ins/loopback-server.ts";
import { startXStandIn, type XStandIn } from "../../tests/support/stand-ins/x-stand-in.ts";
import { startYoutubeStandIn, type StandInChannel, type YoutubeStandIn } from "../../tests/support/stand-ins/youtube-stand-in.ts";
import { call, createHarness, type Harness, type Json } from "./harness.ts";
import { firstUser, grant, insertUnit, insertUser, signIn } from "./fixtures.ts";
import { insertAccount } from "./account-fixtures.ts";

const video = (id: string, publishedAt: string) => ({ id, title: `Video ${id}`, description: "", publishedAt, views: 1, likes: 0, comments: 0, thumbnail: "https://i.ytimg.com/x.jpg" });
const tweet = (id: string, created_at: string) => ({ id, text: `Post ${id}`, created_at, likes: 0, retweets: 0, replies: 0, quotes: 0 });

let youtube: YoutubeStandIn;
let x: XStandIn;
let limited: LoopbackServer;
const channels: StandInChannel[] = [
  { id: "UCaaaaaaaaaaaaaaaaaaaaaa", handle: "@quietlab", title: "Quiet Lab", videos: [video("v1", "2025-08-01T10:00:00Z")] },
  { id: "UCbbbbbbbbbbbbbbbbbbbbbb", handle: "@busylab", title: "Busy Lab", videos: [video("v2", "2026-03-10T10:00:00Z")] },
];
beforeAll(async () => {
  youtube = await startYoutubeStandIn(channels);
  x = await startXStandIn([{ id: "7", name: "Uni News", username: "uninews", tweets: [tweet("t1", "2026-03-14T08:00:00.000Z")] }]);
  // An X that has spent its rate limit.
  limited = await startLoopbackServer(() => ({ status: 429, body: { title: "Too Many Requests", detail: "Too Many Requests", status: 429 } }));
});
afterAll(async () => {
  await youtube?.close();
  await x?.close();
  await limited?.close();
});

let h: Harness;
afterEach(() => h?.close());

interface World {
  root: string;
  units: { faculty: number; dept: number; other: number };
  ua: { id: number };
  smm: { id: number };
}

async function world(env: Record<string, string> = {}): Promise<World> {
  h = await createHarness({ YOUTUBE_API_BASE_URL: youtube.baseUrl, YOUTUBE_API_KEY: youtube.apiKey, X_API_BASE_URL: x.baseUrl, X_BEARER_TOKEN: x.bearerToken, ...env });
  const root = (await firstUser(h)).token;
  const uni = await insertUnit(h, "University");
  const faculty = await insertUnit(h, "Faculty", uni.id);
  const dept = await insertUnit(h, "Department", faculty.id);
  const other = await insertUnit(h, "Other College");
  const ua = await insertUser(h, "ua@uni.edu", "unit_admin", "Una Admin");
  await grant(h, ua.id, faculty.id);
  const smm = await insertUser(h, "smm@uni.edu", "social_media_manager", "Sid Manager");
  await grant(h, smm.id, dept.id);
  return { root, units: { faculty: faculty.id, dept: dept.id, other: other.id }, ua: { id: ua.id }, smm: { id: smm.id } };
}

const record = (token: string, id: number, lastActivityOn: string) => call(h, "PUT", `/api/social-medias/${id}/activity`, { token, body: { lastActivityOn } });
const flagsOf = async (token: string, id: number) => (await call(h, "GET", `/api/flags?socialMedia=${id}&category=dormant_account`, { token })).body.docs as Json[];
const eventTypes = async () => (await h.database.direct.select({ type: events.type, payload: events.payload }).from(events)).map((e) => ({ type: e.type, ...JSON.parse(e.payload) }));
async function at(iso: string) {
  h.clock.now = new Date(iso);
  return h.scheduler.runDue();
}

describe("an activity date recorded by hand", () => {
  it("by the account's manager, a unit admin in scope or a super admin; raises and resolves the dormant flag at once", async () => {
    const w = await world();
    const account = await insertAccount(h, { name: "Dept Instagram", units: [w.units.dept], platform: "instagram" });
    await h.database.direct.insert(socialMediaManagers).values({ socialMediaId: account.id, userId: w.smm.id });
    const smm = await signIn(h, "smm@uni.edu");

    const old = await record(smm, account.id, "2025-08-01");
    expect(old.status, JSON.stringify(old.body)).toBe(200);
    expect(old.body.doc).toMatchObject({ lastActivityAt: "2025-08-01T00:00:00.000Z", source: "manual", recordedBy: { id: w.smm.id }, dormant: true, idleDays: 226, dormantDays: 180 });
    expect(old.body.flags).toEqual({ opened: 1, closed: 0 });
    const [flag] = await flagsOf(w.root, account.id);
    expect(flag).toMatchObject({ status: "open", source: "scan", severity: "low" });
    expect((await eventTypes()).filter((e) => e.type === "flag.raised")).toEqual([expect.objectContaining({ accountId: account.id, category: "dormant_account" })]);

    const ua = await signIn(h, "ua@uni.edu");
    const fresh = await record(ua, account.id, "2026-03-14");
    expect(fresh.body.flags).toEqual({ opened: 0, closed: 1 });
    expect((await flagsOf(w.root, account.id))[0]).toMatchObject({ status: "resolved" });
    expect((await call(h, "GET", `/api/social-medias/${account.id}/activity`, { token: smm })).body.doc).toMatchObject({ dormant: false, idleDays: 1 });
    const audit = await call(h, "GET", `/api/audit-logs?entity=social-medias&documentId=${account.id}`, { token: w.root });
    expect(audit.body.docs.map((e: Json) => e.current.lastActivity?.at)).toEqual(["2026-03-14T00:00:00.000Z", "2025-08-01T00:00:00.000Z"]);
  });

  it("refuses clearly and changes nothing: another manager, the refreshed platforms, a future date, a bad date, no such account", async () => {
    const w = await world();
    const account = await insertAccount(h, { name: "Dept Instagram", units: [w.units.dept], platform: "instagram" });
    const tube = await insertAccount(h, { name: "Lab YouTube", units: [w.units.dept], platform: "youtube" });
    const smm = await signIn(h, "smm@uni.edu");
    const before = (await call(h, "GET", "/api/audit-logs?limit=1", { token: w.root })).body.totalDocs;
    expect((await record(smm, account.id, "2026-03-01")).status).toBe(403);
    const refreshed = await record(w.root, tube.id, "2026-03-01");
    expect(refreshed.status).toBe(400);
    expect(refreshed.body.errors[0].message).toMatch(/read from the platform/);
    const future = await record(w.root, account.id, "2026-03-16");
    expect(future.body.errors).toEqual([{ path: "lastActivityOn", message: "The date of the last activity cannot be in the future" }]);
    expect((await record(w.root, account.id, "2026-02-30")).status).toBe(400);
    expect((await call(h, "PUT", `/api/social-medias/${account.id}/activity`, { token: w.root, body: { lastActivityOn: "2026-03-01", source: "platform" } })).status).toBe(400);
    expect((await record(w.root, 9999, "2026-03-01")).status).toBe(404);
    const outsider = await insertUser(h, "oz@other.edu", "unit_admin");
    await grant(h, outsider.id, w.units.other);
    expect((await record(await signIn(h, "oz@other.edu"), account.id, "2026-03-01")).status).toBe(404);
    expect((await call(h, "GET", "/api/audit-logs?limit=1", { token: w.root })).body.totalDocs).toBe(before);
    expect((await call(h, "GET", `/api/social-medias/${account.id}/activity`, { token: w.root })).body.doc).toMatchObject({ lastActivityAt: null, source: null });
  });
});

describe("the scheduled refresh and sweep, on the moved clock", () => {
  it("reads YouTube and X within each run's budget, flags the quiet channel, and unflags it when it posts again", async () => {
    const w = await world({ STEWARD_DORMANCY_YOUTUBE_DAILY: "1" });
    const quiet = await insertAccount(h, { name: "Quiet Lab", units: [w.units.dept], platform: "youtube" });
    const busy = await insertAccount(h, { name: "Busy Lab", units: [w.units.dept], platform: "youtube" });
    const news = await insertAccount(h, { name: "Uni News", units: [w.units.faculty], platform: "twitter" });
    await h.database.direct.$client.execute({ sql: "UPDATE social_medias SET account_handle = ? WHERE id = ?", args: ["@quietlab", quiet.id] });
    await h.database.direct.$client.execute({ sql: "UPDATE social_medias SET account_handle = ? WHERE id = ?", args: ["@busylab", busy.id] });
    await h.database.direct.$client.execute({ sql: "UPDATE social_medias SET account_handle = ? WHERE id = ?", args: ["uninews", news.id] });

    await h.scheduler.runDue(); // registers the jobs; the daily refresh's first slot is tomorrow 05:00
    const first = await at("2026-03-16T05:00:00.000Z");
    expect(first.find((r) => r.name === "dormancy-refresh")?.result).toEqual({ read: 2, failed: 0, rateLimited: 0, opened: 1, closed: 0 });
    const root = await signIn(h, "root@uni.edu");
    // One YouTube account per run: the quiet one (never asked) first; X read too.
    expect((await call(h, "GET", `/api/social-medias/${quiet.id}/activity`, { token: root })).body.doc).toMatchObject({ lastActivityAt: "2025-08-01T10:00:00.000Z", source: "platform", dormant: true });
    expect((await call(h, "GET", `/api/social-medias/${busy.id}/activity`, { token: root })).body.doc.refreshedAt).toBeNull();
    expect((await call(h, "GET", `/api/social-medias/${news.id}/activity`, { token: root })).body.doc).toMatchObject({ lastActivityAt: "2026-03-14T08:00:00.000Z", dormant: false });
    expect((await flagsOf(root, quiet.id)).map((f) => f.status)).toEqual(["open"]);
    // The unit admins over the account's unit hear of it (the audience rule reads the event's unit).
    const raised = (await eventTypes()).filter((e) => e.type === "flag.raised");
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ accountId: quiet.id, category: "dormant_account", source: "scan" });
    const [raisedRow] = await h.database.direct.select({ unitId: events.unitId, actorId: events.actorId }).from(events);
    expect(raisedRow).toEqual({ unitId: w.units.dept, actorId: null });

    // The next day the busy channel takes its turn; the quiet one posts again.
    channels[0]!.videos.push(video("v3", "2026-03-16T20:00:00Z"));
    const second = await at("2026-03-17T05:00:00.000Z");
    expect(second.find((r) => r.name === "dormancy-refresh")?.result).toMatchObject({ read: 2 });
    const root2 = await signIn(h, "root@uni.edu");
    expect((await flagsOf(root2, quiet.id)).map((f) => f.status)).toEqual(["open"]);
    expect((await call(h, "GET", `/api/social-medias/${busy.id}/activity`, { token: root2 })).body.doc.lastActivityAt).toBe("2026-03-10T10:00:00.000Z");
    const third = await at("2026-03-18T05:00:00.000Z");
    // (The daily sweep runs beside it this time: either may resolve the flag, so the flag is what is checked.)
    expect(third.find((r) => r.name === "dormancy-refresh")?.result).toMatchObject({ read: 2 });
    expect((await flagsOf(await signIn(h, "root@uni.edu"), quiet.id)).map((f) => f.status)).toEqual(["resolved"]);
    expect((await eventTypes()).filter((e) => e.type === "flag.resolved")).toHaveLength(1);
    channels[0]!.videos.pop();
  });

  it("the daily sweep flags an account the day it passes STEWARD_DORMANT_DAYS, once, and leaves a dismissed flag dismissed", async () => {
    const w = await world({ STEWARD_DORMANT_DAYS: "30" });
    const account = await insertAccount(h, { name: "Dept Facebook", units: [w.units.dept] });
    await record(w.root, account.id, "2026-03-01");
    // A starting instance does not sweep at once: the first run is at 05:30.
    expect((await h.scheduler.runDue()).map((r) => r.name)).not.toContain("dormancy-sweep");
    const sweep = async (iso: string) => (await at(iso)).find((r) => r.name === "dormancy-sweep")?.result;
    expect(await sweep("2026-03-31T05:30:00.000Z")).toEqual({ opened: 0, closed: 0 });
    expect(await sweep("2026-04-01T05:30:00.000Z")).toEqual({ opened: 1, closed: 0 });
    expect(await sweep("2026-04-01T08:00:00.000Z")).toBeUndefined();
    expect(await sweep("2026-04-02T05:30:00.000Z")).toEqual({ opened: 0, closed: 0 });
    const root = await signIn(h, "root@uni.edu");
    const [flag] = await flagsOf(root, account.id);
    expect(flag.description).toBe("No post or change for 31 days (more than 30).");
    await call(h, "PATCH", `/api/flags/${flag.id}`, { token: root, body: { status: "dismissed", resolutionNote: "Seasonal account, quiet until autumn" } });
    expect(await sweep("2026-04-03T05:30:00.000Z")).toEqual({ opened: 0, closed: 0 });
  });

  it("stops asking a provider that answers 429 until the next run", async () => {
    const w = await world({ X_API_BASE_URL: `${limited.url}/2` });
    for (const name of ["a", "b", "c"]) {
      const row = await insertAccount(h, { name: `X ${name}`, units: [w.units.dept], platform: "twitter" });
      await h.database.direct.$client.execute({ sql: "UPDATE social_medias SET account_handle = ? WHERE id = ?", args: [name, row.id] });
    }
    await h.scheduler.runDue();
    const asked = limited.requests.length;
    const run = await at("2026-03-16T05:00:00.000Z");
    expect(run.find((r) => r.name === "dormancy-refresh")?.result).toMatchObject({ read: 0, rateLimited: 1, failed: 0 });
    expect(limited.requests.length - asked).toBe(1);
  });
});

describe("the home page's figures", () => {
  it("dormant accounts per unit in scope, and people not signed in for 90 days", async () => {
    const w = await world();
    await h.database.direct.$client.execute("UPDATE users SET created_at = '2026-03-01T00:00:00.000Z'");
    const quiet = await insertAccount(h, { name: "Quiet Dept Page", units: [w.units.dept] });
    await record(w.root, quiet.id, "2025-06-01");
    const otherQuiet = await insertAccount(h, { name: "Quiet Other Page", units: [w.units.other] });
    await record(w.root, otherQuiet.id, "2025-06-01");
    const ua = await signIn(h, "ua@uni.edu");
    const mine = await call(h, "GET", "/api/dormancy/summary", { token: ua });
    expect(mine.status).toBe(200);
    expect(mine.body.dormantByUnit).toEqual([{ unit: { id: w.units.dept, name: "Department" }, accounts: [{ id: quiet.id, name: "Quiet Dept Page", lastActivityAt: "2025-06-01T00:00:00.000Z" }] }]);
    expect(mine.body.dormantTotal).toBe(1);
    expect((await call(h, "GET", "/api/dormancy/summary", { token: w.root })).body.dormantTotal).toBe(2);

    // Everyone signed in (or was made) today: nobody idle. 91 days on, only who signs in again drops off.
    expect(mine.body.idleUsers).toEqual([]);
    h.clock.now = new Date("2026-06-14T12:00:00.000Z");
    const ua2 = await signIn(h, "ua@uni.edu");
    const later = await call(h, "GET", "/api/dormancy/summary", { token: ua2 });
    expect(later.body.idleUsers.map((u: Json) => u.name)).toEqual(["Sid Manager"]);
    expect(later.body.idleUsersTotal).toBe(1);
    const smm = await signIn(h, "smm@uni.edu");
    const managerView = await call(h, "GET", "/api/dormancy/summary", { token: smm });
    expect(managerView.body.idleUsers).toBeNull();
    expect((await call(h, "GET", "/api/dormancy/summary", { token: ua2 })).body.idleUsers).toEqual([]);
    expect((await call(h, "GET", "/api/dormancy/summary")).status).toBe(401);
  });
});

describe("settings", () => {
  it("STEWARD_DORMANT_DAYS and the refresh's schedule and budgets are checked at start-up", () => {
    expect(loadSettings({}).STEWARD_DORMANT_DAYS).toBe(180);
    expect(loadSettings({}).STEWARD_DORMANCY_CRON).toBe("0 5 * * *");
    expect(() => loadSettings({ STEWARD_DORMANT_DAYS: "0" })).toThrow(/STEWARD_DORMANT_DAYS/);
    expect(() => loadSettings({ STEWARD_DORMANT_DAYS: "soon" })).toThrow(/STEWARD_DORMANT_DAYS/);
    expect(() => loadSettings({ STEWARD_DORMANCY_CRON: "daily" })).toThrow(/STEWARD_DORMANCY_CRON/);
    expect(() => loadSettings({ STEWARD_DORMANCY_X_DAILY: "-1" })).toThrow(/STEWARD_DORMANCY_X_DAILY/);
  });
});
