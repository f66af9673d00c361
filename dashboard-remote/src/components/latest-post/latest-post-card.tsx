// The account's latest post (YouTube and Twitter only): the saved one loads by itself; 'Get latest
// post' asks the provider through the API, which saves it (POST, audited) for those who may update
// the account and only shows it (GET) to the others. Every message is section 8's.
import { Button, Text } from "@fluentui/react-components";
import { ExternalLink } from "../link/text-link.tsx";
import { ERRORS, LATEST_POST_PLATFORMS, can, type LatestPost } from "@steward/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../api/api-error.ts";
import { fetchLatestPost, saveLatestPost } from "../../api/social-medias-api.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { savedLatestPostQuery } from "../../data/social-medias-queries.ts";
import { useLocale, useT, type T } from "../../i18n/i18n-context.ts";
import { platformLabel } from "../account-details/platform-badge.tsx";
import { useCurrentUser } from "../current-user.ts";
import { useLatestPostStyles } from "./latest-post-card.styles.ts";
import { relativeTime } from "./relative-time.ts";
import { useFormats } from "../format/use-formats.tsx";

export interface LatestPostAccount {
  id: number;
  platform: string;
  accountHandle: string;
  profileUrl: string;
}

type Notice = { kind: "info" | "error"; text: string } | null;

function supportsLatestPost(platform: string): platform is (typeof LATEST_POST_PLATFORMS)[number] {
  return (LATEST_POST_PLATFORMS as readonly string[]).includes(platform);
}

const ENGAGEMENT_LABELS = {
  views: "socialMedia.views",
  likes: "socialMedia.likes",
  comments: "socialMedia.comments",
  retweets: "socialMedia.retweets",
  replies: "socialMedia.replies",
  quotes: "socialMedia.quotes",
} as const;

const engagementLabel = (t: T, key: string) => (key in ENGAGEMENT_LABELS ? t(ENGAGEMENT_LABELS[key as keyof typeof ENGAGEMENT_LABELS]) : key);

/** The API's own detail when it says more than the bare failure (in either language), else the failure. */
function latestFailureText(t: T, error: unknown): string {
  const detail = error instanceof ApiError ? error.body?.message : undefined;
  const failed = t("errors.latestPostFailed");
  return detail?.startsWith(ERRORS.latestPostFailed) || detail?.startsWith(failed) ? detail : failed;
}

export function LatestPostCard({ account }: { account: LatestPostAccount }) {
  const styles = useLatestPostStyles();
  const { api } = useDashboardServices();
  const t = useT();
  const supported = supportsLatestPost(account.platform);
  // The saved post loads by itself; 'Load saved post' asks again and words an empty answer apart.
  const saved = useQuery({ ...savedLatestPostQuery(api, account.id), enabled: supported });
  const [askedForSaved, setAskedForSaved] = useState(false);
  const queryClient = useQueryClient();
  // The API decides the account's scope; the role says whether saving is this person's to do.
  const saves = can(useCurrentUser().role, "SOCIAL_MEDIAS", "update");
  const latest = useMutation({
    mutationFn: () => (saves ? saveLatestPost(api, account.id) : fetchLatestPost(api, account.id, account.platform, account.accountHandle || account.profileUrl)),
    onSuccess: (answer) => (saves && answer.success ? invalidateAfter(queryClient, "latestPost") : undefined),
  });
  const [source, setSource] = useState<"saved" | "latest">("saved");

  let post: LatestPost | null = saved.data?.data ?? null;
  let notice: Notice = null;
  if (source === "latest" && !latest.isPending && (latest.data || latest.isError)) {
    if (latest.data?.success && latest.data.data) post = latest.data.data;
    else notice = { kind: "error", text: latest.data ? latest.data.message || t("errors.latestPostFailed") : latestFailureText(t, latest.error) };
  } else if (source === "saved" && !saved.isFetching) {
    if (saved.isError) notice = { kind: "error", text: t("errors.savedLatestPostFailed") };
    else if (saved.data && !saved.data.data) notice = { kind: "info", text: askedForSaved ? t("errors.noSavedPost") : t("errors.noSavedLatestPost") };
  }
  const busy = saved.isFetching || latest.isPending;

  const loadSaved = () => {
    setSource("saved");
    setAskedForSaved(true);
    void saved.refetch();
  };
  const loadLatest = () => {
    setSource("latest");
    latest.mutate();
  };

  return (
    <section className={styles.card} aria-label={t("socialMedia.latestPost")}>
      <div className={styles.header}>
        <Text weight="semibold">{t("socialMedia.latestPost")}</Text>
        {supported && (
          <div className={styles.buttons}>
            <Button size="small" disabled={busy} onClick={loadSaved}>
              {t("ui.loadSavedPost")}
            </Button>
            <Button size="small" appearance="primary" disabled={busy} onClick={loadLatest}>
              {t("ui.getLatestPost")}
            </Button>
          </div>
        )}
      </div>
      {!supported && <p>{t("ui.latestPostUnavailable")}</p>}
      {supported && notice && (
        <p role={notice.kind === "error" ? "alert" : "status"} className={notice.kind === "error" ? styles.error : undefined}>
          {notice.text}
        </p>
      )}
      {supported && !post && notice?.kind === "error" && <p>{t("errors.latestPostLoadError")}</p>}
      {supported && post && <PostView post={post} />}
    </section>
  );
}

function PostView({ post }: { post: LatestPost }) {
  const styles = useLatestPostStyles();
  const t = useT();
  const locale = useLocale();
  const formats = useFormats();
  const image = post.media_urls[0];
  return (
    <article aria-label={post.author}>
      <div className={styles.meta}>
        <span>{platformLabel(t, post.platform)}</span>
        <time dateTime={post.created_at}>{relativeTime(post.created_at, locale)}</time>
        <ExternalLink href={post.url}>
          {t("socialMedia.openPost")}
        </ExternalLink>
      </div>
      <Text weight="semibold">{post.author}</Text>
      <p className={styles.content}>{post.content}</p>
      <ul className={styles.counts}>
        {Object.entries(post.engagement).map(([key, value]) => (
          <li key={key}>
            {engagementLabel(t, key)}: {formats.number(value ?? 0)}
          </li>
        ))}
      </ul>
      {image && <img className={styles.image} src={image} alt={t("socialMedia.postImage")} loading="lazy" />}
    </article>
  );
}
