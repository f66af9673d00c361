// Caching for the public directory: every answer carries a strong ETag (a hash of its body) and
// `Cache-Control: public, max-age=300`, and a matching If-None-Match gets a 304. Bodies are kept per
// request in a versioned cache, so while nothing was committed a revalidation costs no database
// read at all, and a commit anywhere retires every kept body: no stale answer after a change.
import type { Context } from "hono";
import { keptAnswers } from "../kept-answers.ts";

export const PUBLIC_MAX_AGE_SECONDS = 300;

/** Attested status ends with time alone, without a commit: a kept body is also retired after a minute. */
const KEPT_FOR_MS = 60_000;

export interface CachedAnswer {
  body: string;
  etag: string;
  computedAt: number;
  /** The answer's own headers, worked out once: a kept answer is sent many times. */
  headers: [string, string][];
  notModifiedHeaders: [string, string][];
}

async function etagOf(body: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body)));
  return `"${Array.from(digest.subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("")}"`;
}

const CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`;

async function answerOf(body: string, contentType: string): Promise<CachedAnswer> {
  const etag = await etagOf(body);
  const notModifiedHeaders: [string, string][] = [["ETag", etag], ["Cache-Control", CACHE_CONTROL]];
  return { body, etag, computedAt: Date.now(), notModifiedHeaders, headers: [...notModifiedHeaders, ["Content-Type", contentType]] };
}

const fresh = (kept: CachedAnswer) => Date.now() - kept.computedAt < KEPT_FOR_MS;

/**
 * The answer as a Response of its own, which Hono passes on as it is (its c.body would build a
 * Headers and set them one by one); the envelope and CORS headers are written on it afterwards.
 */
function send(c: Context, answer: CachedAnswer): Response {
  const sent = c.req.header("if-none-match");
  if (sent && sent.split(",").some((t) => t.trim().replace(/^W\//, "") === answer.etag)) {
    return new Response(null, { status: 304, headers: answer.notModifiedHeaders });
  }
  return new Response(answer.body, { status: 200, headers: answer.headers });
}

export function createPublicCache(changeVersion: (() => number | Promise<number>) | undefined) {
  const answers = keptAnswers<string, CachedAnswer>("public answers", changeVersion);
  return {
    /** Answers `key` from the kept body or from `compute`, honouring If-None-Match. */
    async respond(c: Context, key: string, compute: () => Promise<{ body: string; contentType: string }>): Promise<Response> {
      const answer = await answers.get(
        key,
        async () => {
          const { body, contentType } = await compute();
          return answerOf(body, contentType);
        },
        fresh,
      );
      return send(c, answer);
    },
    /** The kept answer for `key`, sent, if it still stands; undefined when it must be computed. */
    async sendKept(c: Context, key: string): Promise<Response | undefined> {
      const answer = await answers.kept(key, fresh);
      return answer && send(c, answer);
    },
  };
}

export type PublicCache = ReturnType<typeof createPublicCache>;
