// The account's latest post (YouTube and Twitter only): the saved one loads by itself, 'Get latest
// post' asks the provider through the API (which saves it), and every message is section 8's.
import { Button, Link, Text } from "@fluentui/react-components";
import { ERRORS, LATEST_POST_PLATFORMS, UI, type LatestPost } from "@steward/shared";
import { useEffect, useState } from "react";
import { ApiError } from "../../api/api-error.ts";
import { fetchLatestPost, fetchSavedLatestPost } from "../../api/social-medias-api.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { SOCIAL_MEDIA_TEXTS as T } from "../../texts.ts";
import { platformLabel } from "../account-details/platform-badge.tsx";
import { useLatestPostStyles } from "./latest-post-card.styles.ts";
import { relativeTime } from "./relative-time.ts";

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

const ENGAGEMENT_LABELS: Record<string, string> = {
  views: T.views,
  likes: T.likes,
  comments: T.comments,
  retweets: T.retweets,
  replies: T.replies,
  quotes: T.quotes,
};

export function LatestPostCard({ account }: { account: LatestPostAccount }) {
  const styles = useLatestPostStyles();
  const { api } = useDashboardServices();
  const [post, setPost] = useState<LatestPost | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const supported = supportsLatestPost(account.platform);

  const loadSaved = async (automatic: boolean, signal?: AbortSignal) => {
    setBusy(true);
    try {
      const answer = await fetchSavedLatestPost(api, account.id, signal);
      if (signal?.aborted) return;
      if (answer.data) {
        setPost(answer.data);
        setNotice(null);
      } else {
        setNotice({ kind: "info", text: automatic ? ERRORS.noSavedLatestPost : ERRORS.noSavedPost });
      }
    } catch {
      if (!signal?.aborted) setNotice({ kind: "error", text: ERRORS.savedLatestPostFailed });
    } finally {
      if (!signal?.aborted) setBusy(false);
    }
  };

  const loadLatest = async () => {
    setBusy(true);
    try {
      const answer = await fetchLatestPost(api, account.id, account.platform, account.accountHandle || account.profileUrl);
      if (answer.success && answer.data) {
        setPost(answer.data);
        setNotice(null);
      } else {
        setNotice({ kind: "error", text: answer.message || ERRORS.latestPostFailed });
      }
    } catch (error) {
      const detail = error instanceof ApiError ? error.body?.message : undefined;
      setNotice({ kind: "error", text: detail?.startsWith(ERRORS.latestPostFailed) ? detail : ERRORS.latestPostFailed });
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (!supported) return;
    const controller = new AbortController();
    void loadSaved(true, controller.signal);
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per account
  }, [account.id, supported]);

  return (
    <section className={styles.card} aria-label={T.latestPost}>
      <div className={styles.header}>
        <Text weight="semibold">{T.latestPost}</Text>
        {supported && (
          <div className={styles.buttons}>
            <Button size="small" disabled={busy} onClick={() => void loadSaved(false)}>
              {UI.loadSavedPost}
            </Button>
            <Button size="small" appearance="primary" disabled={busy} onClick={() => void loadLatest()}>
              {UI.getLatestPost}
            </Button>
          </div>
        )}
      </div>
      {!supported && <p>{UI.latestPostUnavailable}</p>}
      {supported && notice && (
        <p role={notice.kind === "error" ? "alert" : "status"} className={notice.kind === "error" ? styles.error : undefined}>
          {notice.text}
        </p>
      )}
      {supported && !post && notice?.kind === "error" && <p>{ERRORS.latestPostLoadError}</p>}
      {supported && post && <PostView post={post} />}
    </section>
  );
}

function PostView({ post }: { post: LatestPost }) {
  const styles = useLatestPostStyles();
  const image = post.media_urls[0];
  return (
    <article aria-label={post.author}>
      <div className={styles.meta}>
        <span>{platformLabel(post.platform)}</span>
        <time dateTime={post.created_at}>{relativeTime(post.created_at)}</time>
        <Link href={post.url} target="_blank" rel="noopener noreferrer">
          {T.openPost}
        </Link>
      </div>
      <Text weight="semibold">{post.author}</Text>
      <p className={styles.content}>{post.content}</p>
      <ul className={styles.counts}>
        {Object.entries(post.engagement).map(([key, value]) => (
          <li key={key}>
            {ENGAGEMENT_LABELS[key] ?? key}: {value ?? 0}
          </li>
        ))}
      </ul>
      {image && <img className={styles.image} src={image} alt={T.postImage} loading="lazy" />}
    </article>
  );
}
