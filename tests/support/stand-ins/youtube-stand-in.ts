// Answers as the YouTube Data API v3 does for the calls Steward makes (channels.list by handle,
// search.list for channels and for a channel's newest video, videos.list with statistics),
// including its error body for a bad key. Served under /youtube/v3 like the real base URL.
import { startLoopbackServer, type LoopbackServer, type StandInAnswer, type StandInRequest } from "./loopback-server.ts";

export interface StandInVideo {
  id: string;
  title: string;
  description: string;
  publishedAt: string;
  views: number;
  likes: number;
  comments: number;
  thumbnail: string;
}

export interface StandInChannel {
  id: string;
  handle: string;
  title: string;
  videos: StandInVideo[];
}

export interface YoutubeStandIn extends LoopbackServer {
  baseUrl: string;
  apiKey: string;
}

const PREFIX = "/youtube/v3";

function error(status: number, reason: string, message: string): StandInAnswer {
  return { status, body: { error: { code: status, message, errors: [{ message, domain: "global", reason }] } } };
}

export async function startYoutubeStandIn(channels: StandInChannel[], apiKey = "test-youtube-key"): Promise<YoutubeStandIn> {
  const newest = (c: StandInChannel) => [...c.videos].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const answer = (req: StandInRequest): StandInAnswer => {
    if (req.query.get("key") !== apiKey) return error(400, "badRequest", "API key not valid. Please pass a valid API key.");
    const q = req.query;
    switch (req.path) {
      case `${PREFIX}/channels`: {
        const handle = (q.get("forHandle") ?? "").replace(/^@?/, "@").toLowerCase();
        const ids = (q.get("id") ?? "").split(",");
        const found = channels.filter((c) => c.handle.toLowerCase() === handle || ids.includes(c.id));
        return {
          status: 200,
          body: {
            kind: "youtube#channelListResponse",
            pageInfo: { totalResults: found.length, resultsPerPage: 5 },
            ...(found.length ? { items: found.map((c) => ({ kind: "youtube#channel", id: c.id, snippet: { title: c.title, customUrl: c.handle } })) } : {}),
          },
        };
      }
      case `${PREFIX}/search`: {
        if (q.get("type") === "channel") {
          const term = (q.get("q") ?? "").toLowerCase();
          const found = channels.filter((c) => c.title.toLowerCase().includes(term) || c.handle.toLowerCase().includes(term));
          return {
            status: 200,
            body: { kind: "youtube#searchListResponse", items: found.slice(0, 1).map((c) => ({ id: { kind: "youtube#channel", channelId: c.id }, snippet: { channelId: c.id, title: c.title, channelTitle: c.title } })) },
          };
        }
        const channel = channels.find((c) => c.id === q.get("channelId"));
        const videos = channel ? newest(channel).slice(0, Number(q.get("maxResults") ?? 5)) : [];
        return {
          status: 200,
          body: {
            kind: "youtube#searchListResponse",
            items: videos.map((v) => ({
              kind: "youtube#searchResult",
              id: { kind: "youtube#video", videoId: v.id },
              snippet: { publishedAt: v.publishedAt, channelId: channel?.id, title: v.title, channelTitle: channel?.title },
            })),
          },
        };
      }
      case `${PREFIX}/videos`: {
        const ids = (q.get("id") ?? "").split(",");
        const items = channels.flatMap((c) =>
          c.videos
            .filter((v) => ids.includes(v.id))
            .map((v) => ({
              kind: "youtube#video",
              id: v.id,
              snippet: {
                publishedAt: v.publishedAt,
                channelId: c.id,
                title: v.title,
                description: v.description,
                channelTitle: c.title,
                thumbnails: { default: { url: `${v.thumbnail}?s=default` }, high: { url: v.thumbnail, width: 480, height: 360 } },
              },
              statistics: { viewCount: String(v.views), likeCount: String(v.likes), favoriteCount: "0", commentCount: String(v.comments) },
            })),
        );
        return { status: 200, body: { kind: "youtube#videoListResponse", items } };
      }
      default:
        return error(404, "notFound", "Not Found");
    }
  };
  const server = await startLoopbackServer(answer);
  return { ...server, baseUrl: `${server.url}${PREFIX}`, apiKey };
}
