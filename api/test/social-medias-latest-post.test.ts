// The real YouTube and X clients against stand-in servers on loopback that answer as those APIs
// do: fetch live (always the account's own channel), keep it per account with POST, read the saved
// post back; and the failures' envelopes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import esErrors from "../../shared/i18n/messages/es-CO/errors.json" with { type: "json" };
import { ERRORS } from "@steward/shared";
import { startXStandIn, type XStandIn } from "../../tests/support/stand-ins/x-stand-in.ts";
import { startYoutubeStandIn, type YoutubeStandIn } from "../../tests/support/stand-ins/youtube-stand-in.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { accountBody, buildAccountWorld, createAccount, type AccountWorld } from "./social-medias-fixtures.ts";

let youtube: YoutubeStandIn;
let x: XStandIn;
let h: Harness;
let w: AccountWorld;
let youtubeAccount: number;
let xAccount: number;
let facebookAccount: number;
let youtubeByUrl: number;
const accountsWithHandle: Record<string, number> = {};

beforeAll(async () => {
  youtube = await startYoutubeStandIn([
    {
      id: "UC1234567890abcdefghijkl",
      handle: "@uniscience",
      title: "Uni Science",
      videos: [
        { id: "old-video", title: "Old", description: "", publishedAt: "2026-01-01T10:00:00Z", views: 1, likes: 1, comments: 1, thumbnail: "https://i.ytimg.com/vi/old/hq.jpg" },
        { id: "new-video", title: "Open day", description: "Come and see", publishedAt: "2026-03-10T15:30:00Z", views: 1200, likes: 87, comments: 9, thumbnail: "https://i.ytimg.com/vi/new/hq.jpg" },
      ],
    },
    { id: "UCemptyemptyemptyemptyem", handle: "@quiet", title: "Quiet", videos: [] },
  ]);
  x = await startXStandIn([
    {
      id: "2244994945",
      name: "Uni Arts",
      username: "uniarts",
      tweets: [
        { id: "1800000000000000001", text: "Older", created_at: "2026-03-01T08:00:00.000Z", likes: 1, retweets: 0, replies: 0, quotes: 0 },
        { id: "1800000000000000002", text: "Exhibition opens today", created_at: "2026-03-14T09:00:00.000Z", likes: 40, retweets: 12, replies: 3, quotes: 2, images: ["https://pbs.twimg.com/media/expo.jpg"] },
      ],
    },
  ]);
  h = await createHarness({
    YOUTUBE_API_BASE_URL: youtube.baseUrl,
    YOUTUBE_API_KEY: youtube.apiKey,
    X_API_BASE_URL: x.baseUrl,
    X_BEARER_TOKEN: x.bearerToken,
  });
  w = await buildAccountWorld(h);
  youtubeAccount = await createAccount(h, w.tokens.superAdmin, accountBody(w));
  xAccount = await createAccount(h, w.tokens.superAdmin, accountBody(w, { name: "Arts", platform: "twitter", profileUrl: "https://x.com/uniarts", accountHandle: "@uniarts" }));
  facebookAccount = await createAccount(h, w.tokens.superAdmin, accountBody(w, { name: "FB", platform: "facebook", profileUrl: "https://facebook.com/uni" }));
  youtubeByUrl = await createAccount(
    h,
    w.tokens.superAdmin,
    accountBody(w, { name: "By URL", profileUrl: "https://www.youtube.com/channel/UC1234567890abcdefghijkl", accountHandle: "" }),
  );
  for (const [platform, handle] of [["youtube", "@quiet"], ["youtube", "@nobody"], ["twitter", "ghost_user"]] as const) {
    accountsWithHandle[handle] = await createAccount(
      h,
      w.tokens.superAdmin,
      accountBody(w, { name: handle, platform, profileUrl: `https://example.org/${handle}`, accountHandle: handle }),
    );
  }
});
afterAll(async () => {
  h?.close();
  await youtube?.close();
  await x?.close();
});

const latest = (token: string, channel: string, platform: string, id: number) =>
  call(h, "GET", `/api/social-medias/latest-post?channel=${encodeURIComponent(channel)}&platform=${platform}&socialMediaId=${id}`, { token });
const keep = (token: string, id: number) => call(h, "POST", `/api/social-medias/${id}/latest-post`, { token });
const saved = (token: string, id: number) => call(h, "GET", `/api/social-medias/saved-latest-post?socialMediaId=${id}`, { token });

describe("YouTube", () => {
  it("answers 'No saved post found' before anything was fetched", async () => {
    const res = await saved(w.tokens.manager, youtubeAccount);
    expect(res.body).toEqual({ success: true, data: null, message: ERRORS.noSavedPost });
  });

  it("says 'No saved post found' in the reader's language (issue 31)", async () => {
    expect((await call(h, "PATCH", "/api/users/me", { token: w.tokens.manager, body: { locale: "es-CO" } })).status).toBe(200);
    const res = await saved(w.tokens.manager, youtubeAccount);
    expect(res.body).toEqual({ success: true, data: null, message: esErrors.noSavedPost });
    // The world is shared with the tests below, which read English.
    await call(h, "PATCH", "/api/users/me", { token: w.tokens.manager, body: { locale: "en" } });
  });

  it("fetches the newest video with its statistics, through channels, search and videos, with the key", async () => {
    const res = await latest(w.tokens.manager, "@uniscience", "YouTube", youtubeAccount);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: expect.any(String),
      data: {
        id: "new-video",
        platform: "youtube",
        author: "Uni Science",
        author_id: "UC1234567890abcdefghijkl",
        content: "Open day\n\nCome and see",
        created_at: "2026-03-10T15:30:00Z",
        url: "https://www.youtube.com/watch?v=new-video",
        media_urls: ["https://i.ytimg.com/vi/new/hq.jpg"],
        engagement: { views: 1200, likes: 87, comments: 9 },
      },
    });
    expect(youtube.requests.map((r) => r.path)).toEqual(["/youtube/v3/channels", "/youtube/v3/search", "/youtube/v3/videos"]);
    expect(youtube.requests.every((r) => r.query.get("key") === youtube.apiKey)).toBe(true);
    expect(youtube.requests[1]?.query.get("order")).toBe("date");
    expect(youtube.requests[2]?.query.get("part")).toContain("statistics");
  });

  it("reading the latest post saved nothing; keeping it (update right) saves it for the account", async () => {
    expect((await saved(w.tokens.unitAdmin, youtubeAccount)).body.data).toBeNull();
    expect((await keep(w.tokens.manager, youtubeAccount)).status).toBe(403);
    const kept = await keep(w.tokens.unitAdmin, youtubeAccount);
    expect(kept.status).toBe(200);
    expect(kept.body.data.id).toBe("new-video");
    const res = await saved(w.tokens.unitAdmin, youtubeAccount);
    expect(res.body.success).toBe(true);
    expect(res.body.data.id).toBe("new-video");
  });

  it("takes a channel id or URL without resolving a handle", async () => {
    const before = youtube.requests.length;
    const res = await latest(w.tokens.manager, "https://www.youtube.com/channel/UC1234567890abcdefghijkl", "youtube", youtubeByUrl);
    expect(res.body.data.id).toBe("new-video");
    expect(youtube.requests.slice(before).map((r) => r.path)).toEqual(["/youtube/v3/search", "/youtube/v3/videos"]);
  });

  it("a channel without videos or an unknown handle fails with the envelope", async () => {
    for (const channel of ["@quiet", "@nobody"]) {
      const res = await latest(w.tokens.manager, channel, "youtube", accountsWithHandle[channel]!);
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
      expect(res.body.data).toBeNull();
      expect(res.body.message).toContain(ERRORS.latestPostFailed);
    }
  });
});

describe("X", () => {
  it("fetches the newest tweet with public metrics and its first image, with the bearer token", async () => {
    const res = await latest(w.tokens.superAdmin, "@uniarts", "Twitter", xAccount);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: "1800000000000000002",
      platform: "twitter",
      author: "Uni Arts",
      author_id: "2244994945",
      content: "Exhibition opens today",
      created_at: "2026-03-14T09:00:00.000Z",
      url: "https://x.com/uniarts/status/1800000000000000002",
      media_urls: ["https://pbs.twimg.com/media/expo.jpg"],
      engagement: { likes: 40, retweets: 12, replies: 3, quotes: 2 },
    });
    expect(x.requests.map((r) => r.path)).toEqual(["/2/users/by/username/uniarts", "/2/users/2244994945/tweets"]);
    expect(x.requests[1]?.query.get("tweet.fields")).toContain("public_metrics");
    expect(x.requests[1]?.query.get("expansions")).toBe("attachments.media_keys");
    expect((await saved(w.tokens.superAdmin, xAccount)).body.data).toBeNull();
    await keep(w.tokens.superAdmin, xAccount);
    expect((await saved(w.tokens.superAdmin, xAccount)).body.data.id).toBe("1800000000000000002");
  });

  it("an unknown user (200 with errors) fails with X's detail", async () => {
    const res = await latest(w.tokens.superAdmin, "ghost_user", "twitter", accountsWithHandle["ghost_user"]!);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, data: null });
    expect(res.body.message).toContain("Could not find user with username: [ghost_user].");
  });
});

describe("request checks", () => {
  // docs/security.md "A read-only caller rewrites an account's saved latest post"
  it("reads only the account's own channel, and a GET keeps nothing", async () => {
    const before = await h.database.db.$client.execute("SELECT count(*) AS n FROM latest_posts");
    const res = await latest(w.tokens.manager, "@impostor", "youtube", youtubeAccount);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "channel", message: "channel must be the account's own handle" }]);
    expect((await latest(w.tokens.manager, "UNISCIENCE", "youtube", youtubeAccount)).status).toBe(200);
    expect((await h.database.db.$client.execute("SELECT count(*) AS n FROM latest_posts")).rows).toEqual(before.rows);
  });

  it("keeping needs the update right in scope, and is audited", async () => {
    expect((await keep(w.tokens.manager, youtubeAccount)).status).toBe(403);
    expect((await keep(w.tokens.otherAdmin, youtubeAccount)).status).toBe(404);
    const audit = async () => Number((await h.database.db.$client.execute("SELECT count(*) AS n FROM audit_logs")).rows[0]?.["n"]);
    const n = await audit();
    expect((await keep(w.tokens.superAdmin, youtubeAccount)).status).toBe(200);
    expect(await audit()).toBe(n + 1);
    const [entry] = (await h.database.db.$client.execute("SELECT entity, document_id, current FROM audit_logs ORDER BY id DESC LIMIT 1")).rows;
    expect(entry).toMatchObject({ entity: "social-medias", document_id: youtubeAccount });
    expect(JSON.parse(String(entry?.["current"]))).toEqual({ latestPost: { id: "new-video", url: "https://www.youtube.com/watch?v=new-video", created_at: "2026-03-10T15:30:00Z" } });
  });

  it("validates channel, platform and socialMediaId", async () => {
    expect((await call(h, "GET", `/api/social-medias/latest-post?channel=&platform=youtube&socialMediaId=${youtubeAccount}`, { token: w.tokens.manager })).status).toBe(400);
    expect((await latest(w.tokens.manager, "@uniscience", "facebook", facebookAccount)).status).toBe(400);
    expect((await call(h, "GET", "/api/social-medias/latest-post?channel=a&platform=youtube&socialMediaId=abc", { token: w.tokens.manager })).status).toBe(400);
    expect((await latest(w.tokens.manager, "@uniarts", "twitter", youtubeAccount)).body.errors).toEqual([{ path: "platform", message: "The account's platform is youtube" }]);
  });

  it("out of scope accounts read like missing", async () => {
    expect((await latest(w.tokens.otherAdmin, "@uniscience", "youtube", youtubeAccount)).status).toBe(404);
    expect((await saved(w.tokens.otherAdmin, youtubeAccount)).status).toBe(404);
  });
});

describe("providers that fail or are not configured", () => {
  it("a wrong key: the provider's refusal becomes a 502 envelope", async () => {
    const bad = await createHarness({ YOUTUBE_API_BASE_URL: youtube.baseUrl, YOUTUBE_API_KEY: "wrong", X_API_BASE_URL: x.baseUrl, X_BEARER_TOKEN: "wrong" });
    try {
      const bw = await buildAccountWorld(bad);
      const yt = await createAccount(bad, bw.tokens.superAdmin, accountBody(bw));
      const tw = await createAccount(bad, bw.tokens.superAdmin, accountBody(bw, { platform: "twitter", accountHandle: "uniarts" }));
      const ytRes = await call(bad, "GET", `/api/social-medias/latest-post?channel=@uniscience&platform=youtube&socialMediaId=${yt}`, { token: bw.tokens.superAdmin });
      expect(ytRes.status).toBe(502);
      expect(ytRes.body.message).toContain("API key not valid");
      const xRes = await call(bad, "GET", `/api/social-medias/latest-post?channel=uniarts&platform=twitter&socialMediaId=${tw}`, { token: bw.tokens.superAdmin });
      expect(xRes.status).toBe(502);
      expect(xRes.body).toMatchObject({ success: false, data: null });
    } finally {
      bad.close();
    }
  });

  it("without keys: a clear 'not configured' message, and nothing is called", async () => {
    const none = await createHarness({ YOUTUBE_API_BASE_URL: youtube.baseUrl, X_API_BASE_URL: x.baseUrl });
    try {
      const bw = await buildAccountWorld(none);
      const yt = await createAccount(none, bw.tokens.superAdmin, accountBody(bw));
      const before = youtube.requests.length;
      const res = await call(none, "GET", `/api/social-medias/latest-post?channel=@uniscience&platform=youtube&socialMediaId=${yt}`, { token: bw.tokens.superAdmin });
      expect(res.status).toBe(503);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(/not configured/);
      expect(youtube.requests.length).toBe(before);
    } finally {
      none.close();
    }
  });
});
