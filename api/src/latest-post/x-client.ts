// X API v2: look the user up by username, then read their newest tweets with public metrics and
// the attached media expanded.
import type { LatestPost } from "@steward/shared";
import { endpoint, getJson, LatestPostError, type FetchLike } from "./latest-post-error.ts";

export interface XClientOptions {
  baseUrl: string;
  bearerToken: string | undefined;
  fetch?: FetchLike;
}

interface ApiErrors {
  errors?: { detail?: string; title?: string }[];
}
interface UserResponse extends ApiErrors {
  data?: { id: string; name: string; username: string };
}
interface TweetsResponse extends ApiErrors {
  data?: {
    id: string;
    text: string;
    created_at?: string;
    public_metrics?: { retweet_count?: number; reply_count?: number; like_count?: number; quote_count?: number };
    attachments?: { media_keys?: string[] };
  }[];
  includes?: { media?: { media_key: string; type?: string; url?: string; preview_image_url?: string }[] };
  meta?: { result_count?: number };
}

const PROVIDER = "X";

/** `@name`, `name`, or a profile URL on x.com / twitter.com, to the bare username. */
export function username(channel: string): string {
  const trimmed = channel.trim();
  const fromUrl = /(?:x|twitter)\.com\/@?([A-Za-z0-9_]{1,15})/i.exec(trimmed);
  return (fromUrl?.[1] ?? trimmed).replace(/^@/, "");
}

export function createXClient(options: XClientOptions) {
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const get = <T>(path: string, query: Record<string, string> = {}) =>
    getJson(fetchImpl, PROVIDER, endpoint(options.baseUrl, path, query), { authorization: `Bearer ${options.bearerToken ?? ""}` }) as Promise<T>;

  return {
    configured: Boolean(options.bearerToken),

    async latestPost(channel: string): Promise<LatestPost> {
      if (!options.bearerToken) throw new LatestPostError("not_configured", "Latest post for Twitter is not configured (X_BEARER_TOKEN is not set)");
      const name = username(channel);
      if (!/^[A-Za-z0-9_]{1,15}$/.test(name)) throw new LatestPostError("not_found", `'${channel}' is not an X username`);
      const user = await get<UserResponse>(`users/by/username/${encodeURIComponent(name)}`, { "user.fields": "name,username" });
      if (!user.data) throw new LatestPostError("not_found", user.errors?.[0]?.detail ?? `No X user found for '${channel}'`);
      const tweets = await get<TweetsResponse>(`users/${encodeURIComponent(user.data.id)}/tweets`, {
        max_results: "5",
        "tweet.fields": "created_at,public_metrics,attachments",
        expansions: "attachments.media_keys",
        "media.fields": "url,preview_image_url,type",
      });
      const tweet = tweets.data?.[0];
      if (!tweet) throw new LatestPostError("not_found", `The X user '${name}' has no posts`);
      const media = new Map((tweets.includes?.media ?? []).map((m) => [m.media_key, m]));
      const mediaUrls = (tweet.attachments?.media_keys ?? [])
        .map((key) => media.get(key))
        .map((m) => m?.url ?? m?.preview_image_url)
        .filter((url): url is string => typeof url === "string");
      const metrics = tweet.public_metrics ?? {};
      return {
        id: tweet.id,
        platform: "twitter",
        author: user.data.name,
        author_id: user.data.id,
        content: tweet.text,
        created_at: tweet.created_at ?? "",
        url: `https://x.com/${user.data.username}/status/${tweet.id}`,
        media_urls: mediaUrls,
        engagement: {
          likes: metrics.like_count ?? 0,
          retweets: metrics.retweet_count ?? 0,
          replies: metrics.reply_count ?? 0,
          quotes: metrics.quote_count ?? 0,
        },
      };
    },
  };
}

export type XClient = ReturnType<typeof createXClient>;
