// A dormant account flagged and unflagged by the real Deno server (issue 19): the daily refresh
// (its schedule set to every second here) reads a YouTube channel from the stand-in on loopback,
// finds its newest video 200 days old, and the risk flag opens with the unit admins told; the
// channel posts again, the next refresh sees it, and the flag resolves itself.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.ts";
import { startYoutubeStandIn, type StandInChannel, type YoutubeStandIn } from "../support/stand-ins/youtube-stand-in.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";

const DAY_MS = 86_400_000;
const video = (id: string, publishedAt: Date) => ({ id, title: `Video ${id}`, description: "", publishedAt: publishedAt.toISOString(), views: 1, likes: 0, comments: 0, thumbnail: "https://i.ytimg.com/v.jpg" });
const channels: StandInChannel[] = [{ id: "UCqqqqqqqqqqqqqqqqqqqqqq", handle: "@quietlab", title: "Quiet Lab", videos: [video("old", new Date(Date.now() - 200 * DAY_MS))] }];

let youtube: YoutubeStandIn;
let sink: SmtpSink;
let server: RunningServer;
beforeAll(async () => {
  youtube = await startYoutubeStandIn(channels);
  sink = await startSmtpSink();
  server = await startServer({
    env: {
      YOUTUBE_API_BASE_URL: youtube.baseUrl,
      YOUTUBE_API_KEY: youtube.apiKey,
      STEWARD_DORMANCY_CRON: "* * * * * *",
      STEWARD_DORMANT_DAYS: "180",
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: sink.url,
      STEWARD_MAIL_POLL_MS: "200",
      STEWARD_EVENTS_POLL_MS: "200",
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await youtube?.close();
  await sink?.close();
});

/** Asks until `check` holds (the scheduler ticks every second); fails with the last answer after a generous wait. */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  let last = await read();
  for (let i = 0; i < 300 && !check(last); i++) {
    await new Promise((r) => setTimeout(r, 200));
    last = await read();
  }
  expect(check(last), JSON.stringify(last)).toBe(true);
  return last;
}

it("flags a channel quiet for 200 days, tells its unit admins, and unflags it when it posts again", async () => {
  const api = (method: string, path: string, token?: string, body?: unknown) => http(server.url, method, path, { ...(token ? { token } : {}), ...(body === undefined ? {} : { body }) });
  const first = await api("POST", "/api/create-first-user", undefined, { name: "Ada Root", email: "ada@uni.edu", password: "a long password" });
  const root = (await api("POST", "/api/users/login", undefined, { email: "ada@uni.edu", password: "a long password" })).body.token as string;
  const unit = await api("POST", "/api/organization", root, { name: "Physics", type: "higher_education_institution", admin: first.body.user.id });
  expect(unit.status, JSON.stringify(unit.body)).toBe(201);
  const ua = await api("POST", "/api/users", root, { name: "Una Admin", email: "una@uni.edu", role: "unit_admin", organizations: [unit.body.doc.id], password: "another long password" });
  const smm = await api("POST", "/api/users", root, { name: "Sid Manager", email: "sid@uni.edu", role: "social_media_manager", organizations: [unit.body.doc.id], password: "another long password" });
  const account = await api("POST", "/api/social-medias", root, {
    name: "Quiet Lab",
    profileUrl: "https://www.youtube.com/@quietlab",
    accountHandle: "@quietlab",
    platform: "youtube",
    creationDate: "2024-01-10",
    organization: [unit.body.doc.id],
    primaryAdmin: ua.body.doc.id,
    adminContactEmails: ["lab@uni.edu"],
    thirdPartyManagement: "no",
    socialMediaManagers: [smm.body.doc.id],
  });
  expect(account.status, JSON.stringify(account.body)).toBe(201);
  const id = account.body.doc.id as number;
  const dormantFlags = () => api("GET", `/api/flags?socialMedia=${id}&category=dormant_account`, root).then((r) => r.body.docs as { id: number; status: string; source: string }[]);

  // Flagged by the refresh: the newest video is 200 days old.
  const [flag] = await until(dormantFlags, (docs) => docs.some((d) => d.status === "open"));
  expect(flag).toMatchObject({ status: "open", source: "scan" });
  const activity = await api("GET", `/api/social-medias/${id}/activity`, root);
  expect(activity.body.doc).toMatchObject({ source: "platform", dormant: true, lastActivityAt: channels[0]!.videos[0]!.publishedAt });
  // The unit admin is told at once (flag.raised, by e-mail through the outbox)...
  const mail = await until(
    async () => sink.received.filter((m) => m.to.includes("una@uni.edu")),
    (mails) => mails.some((m) => /Risk flag raised/.test(m.raw) && /Quiet Lab/.test(m.raw)),
  );
  expect(mail.find((m) => /Risk flag raised/.test(m.raw))?.raw).toMatch(/dormant account/i);
  // ... and reads it on the home page: dormant accounts of their unit.
  const una = (await api("POST", "/api/users/login", undefined, { email: "una@uni.edu", password: "another long password" })).body.token as string;
  const summary = await api("GET", "/api/dormancy/summary", una);
  expect(summary.body.dormantByUnit).toEqual([{ unit: { id: unit.body.doc.id, name: "Physics" }, accounts: [expect.objectContaining({ id, name: "Quiet Lab" })] }]);

  // The channel posts again: the next refresh sees it and the flag resolves itself, once.
  channels[0]!.videos.push(video("new", new Date()));
  const after = await until(dormantFlags, (docs) => docs.length > 0 && docs.every((d) => d.status === "resolved"));
  expect(after).toHaveLength(1);
  expect((await api("GET", `/api/social-medias/${id}/activity`, root)).body.doc.dormant).toBe(false);
  expect((await api("GET", "/api/dormancy/summary", una)).body.dormantTotal).toBe(0);
});
