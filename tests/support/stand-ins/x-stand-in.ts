// Answers as the X API v2 does for users/by/username/:username and users/:id/tweets (with
// public_metrics and the attachments.media_keys expansion), including its 200-with-errors answer
// for an unknown user and 401 for a bad bearer token. Served under /2 like the real base URL.
import { startLoopbackServer, type LoopbackServer, type StandInAnswer, type StandInRequest } from "./loopback-server.ts";

export interface StandInTweet {
  id: string;
  text: string;
  created_at: string;
  likes: number;
  retweets: number;
  replies: number;
  quotes: number;
  images?: string[];
}

export interface StandInXUser {
  id: string;
  name: string;
  username: string;
  tweets: StandInTweet[];
}

export interface XStandIn extends LoopbackServer {
  baseUrl: string;
  bearerToken: string;
}

const PREFIX = "/2";

export async function startXStandIn(users: StandInXUser[], bearerToken = "test-x-bearer"): Promise<XStandIn> {
  const answer = (req: StandInRequest): StandInAnswer => {
    if (req.headers["authorization"] !== `Bearer ${bearerToken}`) {
      return { status: 401, body: { title: "Unauthorized", type: "about:blank", status: 401, detail: "Unauthorized" } };
    }
    const byName = /^\/2\/users\/by\/username\/([^/]+)$/.exec(req.path);
    if (byName) {
      const name = decodeURIComponent(byName[1] ?? "");
      const user = users.find((u) => u.username.toLowerCase() === name.toLowerCase());
      if (!user) {
        return {
          status: 200,
          body: {
            errors: [
              {
                value: name,
                detail: `Could not find user with username: [${name}].`,
                title: "Not Found Error",
                resource_type: "user",
                parameter: "username",
                resource_id: name,
                type: "https://api.twitter.com/2/problems/resource-not-found",
              },
            ],
          },
        };
      }
      return { status: 200, body: { data: { id: user.id, name: user.name, username: user.username } } };
    }
    const timeline = /^\/2\/users\/([^/]+)\/tweets$/.exec(req.path);
    if (timeline) {
      const user = users.find((u) => u.id === timeline[1]);
      const max = Number(req.query.get("max_results") ?? 10);
      const tweets = [...(user?.tweets ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, max);
      const withMedia = req.query.get("expansions")?.includes("attachments.media_keys") ?? false;
      const media = tweets.flatMap((t) => (t.images ?? []).map((url, i) => ({ media_key: `3_${t.id}_${i}`, type: "photo", url })));
      return {
        status: 200,
        body: {
          ...(tweets.length
            ? {
                data: tweets.map((t) => ({
                  id: t.id,
                  text: t.text,
                  edit_history_tweet_ids: [t.id],
                  created_at: t.created_at,
                  public_metrics: { retweet_count: t.retweets, reply_count: t.replies, like_count: t.likes, quote_count: t.quotes, bookmark_count: 0, impression_count: 0 },
                  ...(t.images?.length ? { attachments: { media_keys: t.images.map((_, i) => `3_${t.id}_${i}`) } } : {}),
                })),
              }
            : {}),
          ...(withMedia && media.length ? { includes: { media } } : {}),
          meta: { result_count: tweets.length, ...(tweets.length ? { newest_id: tweets[0]?.id, oldest_id: tweets.at(-1)?.id } : {}) },
        },
      };
    }
    return { status: 404, body: { title: "Not Found Error", detail: "Not Found", status: 404 } };
  };
  const server = await startLoopbackServer(answer);
  return { ...server, baseUrl: `${server.url}${PREFIX}`, bearerToken };
}
