// Latest post of an account, always of the account's own channel: fetched live from YouTube or X
// (outside any transaction: it is a network call). Reading it changes nothing; keeping it is a
// change of the account (POST, update right, audited). The saved one is read back without calling
// the provider.
import { ERRORS, type LatestPost, type LatestPostEnvelope, type LatestPostQuery, type SocialMediaDoc } from "@steward/shared";
import { writeAudit } from "../audit/write-audit.ts";
import type { Actor } from "../domain/actor.ts";
import { badRequest, Refusal, notFound } from "../domain/errors.ts";
import { LatestPostError, type FetchLike } from "../latest-post/latest-post-error.ts";
import { createXClient } from "../latest-post/x-client.ts";
import { createYoutubeClient } from "../latest-post/youtube-client.ts";
import { findSavedLatestPost, saveLatestPost } from "../repositories/social-media-latest-post-repo.ts";
import { findSocialMedia } from "../repositories/social-medias-repo.ts";
import { auditActor, today, type ServiceDeps } from "./deps.ts";
import { loadScope } from "../repositories/scope-repo.ts";
import { serverT } from "../i18n/server-catalogue.ts";

const REFUSAL_FOR = { not_configured: "unavailable", not_found: "not_found", upstream: "provider_failed" } as const;

/** The platform clients, as configured: the latest-post calls and the daily dormancy refresh share them. */
export function createLatestPostClients(settings: ServiceDeps["settings"], fetch?: FetchLike) {
  return {
    youtube: createYoutubeClient({ baseUrl: settings.YOUTUBE_API_BASE_URL, apiKey: settings.YOUTUBE_API_KEY, ...(fetch ? { fetch } : {}) }),
    twitter: createXClient({ baseUrl: settings.X_API_BASE_URL, bearerToken: settings.X_BEARER_TOKEN, ...(fetch ? { fetch } : {}) }),
  };
}

/** The account's own channel: its handle, else its profile address. */
export function accountChannel(account: { accountHandle: string; profileUrl: string }): string {
  return (account.accountHandle || account.profileUrl).trim();
}

export function createSocialMediaLatestPostService(deps: ServiceDeps & { fetch?: FetchLike }) {
  const { database, settings } = deps;
  const clients = createLatestPostClients(settings, deps.fetch);

  async function accountInScope(actor: Actor, id: number) {
    const account = await findSocialMedia(database.db, id, await loadScope(database.db, actor, "SOCIAL_MEDIAS", today(deps)));
    if (!account) throw notFound();
    return account;
  }

  /** The account's own channel: a caller may not point the fetch (or what is saved) at another one. */
  function channelOf(account: SocialMediaDoc): string {
    const channel = accountChannel(account);
    if (account.platform !== "youtube" && account.platform !== "twitter") {
      throw badRequest([{ path: "platform", message: serverT("en")("apiErrors.platformIs", { platform: account.platform }) }]);
    }
    return channel;
  }

  async function fetchLive(account: SocialMediaDoc): Promise<LatestPost> {
    const channel = channelOf(account);
    try {
      return await clients[account.platform as keyof typeof clients].latestPost(channel);
    } catch (error) {
      if (!(error instanceof LatestPostError)) throw error;
      throw new Refusal(REFUSAL_FOR[error.kind], { success: false, data: null, message: `${ERRORS.latestPostFailed}: ${error.message}` });
    }
  }

  return {
    /** GET: the live post of the account's own channel; nothing is saved (GETs change nothing). */
    async latest(actor: Actor, query: LatestPostQuery): Promise<LatestPostEnvelope> {
      const account = await accountInScope(actor, query.socialMediaId);
      if (account.platform !== query.platform) {
        throw badRequest([{ path: "platform", message: serverT("en")("apiErrors.platformIs", { platform: account.platform }) }]);
      }
      if (normalChannel(query.channel) !== normalChannel(channelOf(account))) {
        throw badRequest([{ path: "channel", message: "channel must be the account's own handle" }]);
      }
      return { success: true, data: await fetchLive(account), message: "Latest post fetched successfully" };
    },

    /** POST: fetches the account's latest post and keeps it: a change, for those who may update the account. */
    async refresh(actor: Actor, socialMediaId: number): Promise<LatestPostEnvelope> {
      const account = await accountInScope(actor, socialMediaId);
      const post = await fetchLive(account);
      await database.write(async (tx) => {
        const previous = await findSavedLatestPost(tx, account.id);
        await saveLatestPost(tx, account.id, post, deps.now().toISOString());
        await writeAudit(
          tx,
          {
            action: "update",
            entity: "social-medias",
            documentId: account.id,
            actor: auditActor(actor),
            prev: { latestPost: previous ? postSummary(previous) : null },
            current: { latestPost: postSummary(post) },
            organizations: account.organizations.map((u) => u.id),
          },
          deps.now(),
        );
      });
      return { success: true, data: post, message: "Latest post fetched successfully" };
    },

    async saved(actor: Actor, socialMediaId: number): Promise<LatestPostEnvelope> {
      const account = await accountInScope(actor, socialMediaId);
      const post = await findSavedLatestPost(database.db, account.id);
      return post ? { success: true, data: post, message: "Saved latest post found" } : { success: true, data: null, message: ERRORS.noSavedPost };
    },
  };
}

/** Handles compare without case, a leading @ or surrounding slashes. */
function normalChannel(value: string): string {
  return value.trim().replace(/^@/, "").replace(/\/+$/, "").toLowerCase();
}

/** What the audit log keeps of a post: which one it was, not its whole text and media. */
function postSummary(post: LatestPost) {
  return { id: post.id, url: post.url, created_at: post.created_at };
}

export type SocialMediaLatestPostService = ReturnType<typeof createSocialMediaLatestPostService>;
