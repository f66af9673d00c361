// YouTube Data API v3: resolve the channel (by id, @handle or search), find its newest video with
// search.list ordered by date, then read that video's statistics with videos.list.
import type { LatestPost } from "@steward/shared";
import { endpoint, getJson, LatestPostError, type FetchLike } from "./latest-post-error.ts";

export interface YoutubeClientOptions {
  baseUrl: string;
  apiKey: string | undefined;
  fetch?: FetchLike;
}

interface Thumbnails {
  default?: { url?: string };
  medium?: { url?: string };
  high?: { url?: string };
  maxres?: { url?: string };
}
interface ChannelsResponse {
  items?: { id?: string; snippet?: { title?: string } }[];
}
interface SearchResponse {
  items?: { id?: { kind?: string; videoId?: string; channelId?: string }; snippet?: { channelId?: string; channelTitle?: string; title?: string } }[];
}
interface VideosResponse {
  items?: {
    id?: string;
    snippet?: { publishedAt?: string; channelId?: string; channelTitle?: string; title?: string; description?: string; thumbnails?: Thumbnails };
    statistics?: { viewCount?: string; likeCount?: string; commentCount?: string };
  }[];
}

const PROVIDER = "YouTube";
const CHANNEL_ID = /^UC[\w-]{22}$/;

function count(value: string | undefined): number {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/** A channel named by an id, a handle, or a channel URL (as people paste them). */
export function channelReference(channel: string): { id: string } | { handle: string } | { query: string } {
  const trimmed = channel.trim();
  const fromUrl = /youtube\.com\/(?:channel\/(UC[\w-]{22})|(@[\w.-]+))/i.exec(trimmed);
  if (fromUrl?.[1]) return { id: fromUrl[1] };
  if (fromUrl?.[2]) return { handle: fromUrl[2] };
  if (CHANNEL_ID.test(trimmed)) return { id: trimmed };
  if (trimmed.startsWith("@")) return { handle: trimmed };
  return { query: trimmed };
}

export function createYoutubeClient(options: YoutubeClientOptions) {
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const get = <T>(path: string, query: Record<string, string>) =>
    getJson(fetchImpl, PROVIDER, endpoint(options.baseUrl, path, { ...query, key: options.apiKey ?? "" })) as Promise<T>;

  async function resolveChannelId(channel: string): Promise<string> {
    const ref = channelReference(channel);
    if ("id" in ref) return ref.id;
    if ("handle" in ref) {
      const found = await get<ChannelsResponse>("channels", { part: "id,snippet", forHandle: ref.handle });
      const id = found.items?.[0]?.id;
      if (!id) throw new LatestPostError("not_found", `No YouTube channel found for '${channel}'`);
      return id;
    }
    const found = await get<SearchResponse>("search", { part: "snippet", type: "channel", q: ref.query, maxResults: "1" });
    const id = found.items?.[0]?.id?.channelId ?? found.items?.[0]?.snippet?.channelId;
    if (!id) throw new LatestPostError("not_found", `No YouTube channel found for '${channel}'`);
    return id;
  }

  return {
    configured: Boolean(options.apiKey),

    async latestPost(channel: string): Promise<LatestPost> {
      if (!options.apiKey) throw new LatestPostError("not_configured", "Latest post for YouTube is not configured (YOUTUBE_API_KEY is not set)");
      const channelId = await resolveChannelId(channel);
      const search = await get<SearchResponse>("search", { part: "snippet", channelId, order: "date", type: "video", maxResults: "1" });
      const videoId = search.items?.find((item) => item.id?.videoId)?.id?.videoId;
      if (!videoId) throw new LatestPostError("not_found", `The YouTube channel '${channel}' has no videos`);
      const videos = await get<VideosResponse>("videos", { part: "snippet,statistics", id: videoId });
      const video = videos.items?.[0];
      if (!video) throw new LatestPostError("not_found", `The YouTube video ${videoId} could not be read`);
      const thumbs = video.snippet?.thumbnails;
      const image = thumbs?.maxres?.url ?? thumbs?.high?.url ?? thumbs?.medium?.url ?? thumbs?.default?.url;
      const title = video.snippet?.title ?? "";
      const description = video.snippet?.description ?? "";
      return {
        id: videoId,
        platform: "youtube",
        author: video.snippet?.channelTitle ?? "",
        author_id: video.snippet?.channelId ?? channelId,
        content: description ? `${title}\n\n${description}` : title,
        created_at: video.snippet?.publishedAt ?? "",
        url: `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`,
        media_urls: image ? [image] : [],
        engagement: {
          views: count(video.statistics?.viewCount),
          likes: count(video.statistics?.likeCount),
          comments: count(video.statistics?.commentCount),
        },
      };
    },
  };
}

export type YoutubeClient = ReturnType<typeof createYoutubeClient>;
