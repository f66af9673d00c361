// Latest post of an account: fetched live from YouTube or X (outside any transaction: it is a
// network call), then saved per account; the saved one is read back without calling the provider.
import { ERRORS, type LatestPostEnvelope, type LatestPostQuery } from "@steward/shared";
import type { Actor } from "../http/context.ts";
import { badRequest, HttpError, notFound } from "../http/errors.ts";
import { LatestPostError, type FetchLike } from "../latest-post/latest-post-error.ts";
import { createXClient } from "../latest-post/x-client.ts";
import { createYoutubeClient } from "../latest-post/youtube-client.ts";
import { findSavedLatestPost, saveLatestPost } from "../repositories/social-media-latest-post-repo.ts";
import { findSocialMedia } from "../repositories/social-medias-repo.ts";
import { authorize, today, type ServiceDeps } from "./deps.ts";
import { loadScope } from "./scope.ts";

const STATUS_FOR = { not_configured: 503, not_found: 404, upstream: 502 } as const;

export function createSocialMediaLatestPostService(deps: ServiceDeps & { fetch?: FetchLike }) {
  const { database, settings } = deps;
  const clients = {
    youtube: createYoutubeClient({ baseUrl: settings.YOUTUBE_API_BASE_URL, apiKey: settings.YOUTUBE_API_KEY, ...(deps.fetch ? { fetch: deps.fetch } : {}) }),
    twitter: createXClient({ baseUrl: settings.X_API_BASE_URL, bearerToken: settings.X_BEARER_TOKEN, ...(deps.fetch ? { fetch: deps.fetch } : {}) }),
  };

  async function accountInScope(actor: Actor, id: number) {
    authorize(actor, "SOCIAL_MEDIAS", "read");
    const account = await findSocialMedia(database.db, id, await loadScope(database.db, actor, "SOCIAL_MEDIAS", today(deps)));
    if (!account) throw notFound();
    return account;
  }

  return {
    async latest(actor: Actor, query: LatestPostQuery): Promise<LatestPostEnvelope> {
      const account = await accountInScope(actor, query.socialMediaId);
      if (account.platform !== query.platform) {
        throw badRequest([{ path: "platform", message: `The account's platform is ${account.platform}` }]);
      }
      try {
        const post = await clients[query.platform].latestPost(query.channel);
        await database.write((tx) => saveLatestPost(tx, account.id, post, deps.now().toISOString()));
        return { success: true, data: post, message: "Latest post fetched successfully" };
      } catch (error) {
        if (!(error instanceof LatestPostError)) throw error;
        throw new HttpError(STATUS_FOR[error.kind], { success: false, data: null, message: `${ERRORS.latestPostFailed}: ${error.message}` });
      }
    },

    async saved(actor: Actor, socialMediaId: number): Promise<LatestPostEnvelope> {
      const account = await accountInScope(actor, socialMediaId);
      const post = await findSavedLatestPost(database.db, account.id);
      return post ? { success: true, data: post, message: "Saved latest post found" } : { success: true, data: null, message: ERRORS.noSavedPost };
    },
  };
}

export type SocialMediaLatestPostService = ReturnType<typeof createSocialMediaLatestPostService>;
