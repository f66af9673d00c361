// What account a profile address names (issue 20). People paste every form a platform has ever
// used: with or without scheme, `www.`/`m.`/`mobile.`, any case, trailing slashes, tracking query
// strings and fragments, twitter.com for x.com, YouTube's four kinds of channel address, Facebook's
// numeric profiles. Each form becomes one or more canonical keys ("twitter:uni"); an account and
// an address are the same when they share a key. Pure, so the API, the dashboard and tests agree.
import type { Platform } from "./enums.ts";

export type ProfileKeyResult = { ok: true; platform: Platform; keys: string[] } | { ok: false; reason: ProfileUrlProblem };

export const PROFILE_URL_PROBLEMS = {
  malformed: "malformed_url",
  notAProfile: "not_a_profile_url",
  platformRequired: "platform_required",
  unsupportedScheme: "unsupported_scheme",
} as const;
export type ProfileUrlProblem = (typeof PROFILE_URL_PROBLEMS)[keyof typeof PROFILE_URL_PROBLEMS];

const HOSTS: Array<[RegExp, Platform]> = [
  [/^(x|twitter)\.com$/, "twitter"],
  [/^(instagram\.com|instagr\.am)$/, "instagram"],
  [/^(facebook\.com|fb\.com)$/, "facebook"],
  [/^([a-z]{2,3}\.)?linkedin\.com$/, "linkedin"],
  [/^tiktok\.com$/, "tiktok"],
  [/^youtube\.com$/, "youtube"],
];

// First path segments that are the platform's own pages, not somebody's handle.
const RESERVED: Partial<Record<Platform, ReadonlySet<string>>> = {
  twitter: new Set(["home", "i", "intent", "share", "search", "explore", "hashtag", "notifications", "messages", "settings", "login", "signup", "tos", "privacy"]),
  instagram: new Set(["p", "reel", "reels", "explore", "accounts", "direct", "tv", "about", "developer", "legal"]),
  facebook: new Set(["home.php", "watch", "groups", "events", "marketplace", "gaming", "login", "help", "policies", "photo", "photo.php", "story.php", "permalink.php", "sharer", "sharer.php", "share", "hashtag"]),
  youtube: new Set(["watch", "results", "feed", "playlist", "shorts", "live", "embed", "account", "premium", "about", "t", "redirect"]),
};

const HANDLE: Partial<Record<Platform, RegExp>> = {
  twitter: /^[a-z0-9_]{1,15}$/i,
  instagram: /^[a-z0-9._]{1,30}$/i,
  tiktok: /^[a-z0-9._]{2,24}$/i,
  facebook: /^[a-z0-9.]{5,50}$/i,
  youtube: /^[a-z0-9._-]{3,30}$/i,
  linkedin: /^[a-z0-9%_-][a-z0-9%._-]{0,99}$/i,
};

const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;

function problem(reason: ProfileUrlProblem): ProfileKeyResult {
  return { ok: false, reason };
}

function found(platform: Platform, keys: string[]): ProfileKeyResult {
  return { ok: true, platform, keys };
}

/** Facebook ignores case and the dots in a username: "Uni.Andes" and "uniandes" are one page. */
const facebookName = (name: string) => name.toLowerCase().replace(/\./g, "");

/** The keys a bare handle names on `platform` (what a form's "handle" field or `?platform=` gives). */
export function handleKeys(platform: Platform, rawHandle: string): ProfileKeyResult {
  const handle = rawHandle.trim().replace(/^@/, "");
  if (handle === "") return problem(PROFILE_URL_PROBLEMS.malformed);
  switch (platform) {
    case "youtube":
      if (CHANNEL_ID.test(handle)) return found(platform, [`youtube:channel:${handle}`]);
      return HANDLE.youtube!.test(handle) ? found(platform, [`youtube:@${handle.toLowerCase()}`]) : problem(PROFILE_URL_PROBLEMS.malformed);
    case "facebook":
      if (/^\d{5,20}$/.test(handle)) return found(platform, [`facebook:id:${handle}`]);
      return HANDLE.facebook!.test(handle) ? found(platform, [`facebook:${facebookName(handle)}`]) : problem(PROFILE_URL_PROBLEMS.malformed);
    case "linkedin":
      // A bare name could be a company or a school page; both are official-account kinds.
      return HANDLE.linkedin!.test(handle)
        ? found(platform, [`linkedin:company:${handle.toLowerCase()}`, `linkedin:school:${handle.toLowerCase()}`])
        : problem(PROFILE_URL_PROBLEMS.malformed);
    case "twitter":
    case "instagram":
    case "tiktok":
      return HANDLE[platform]!.test(handle) ? found(platform, [`${platform}:${handle.toLowerCase()}`]) : problem(PROFILE_URL_PROBLEMS.malformed);
    case "other":
      return problem(PROFILE_URL_PROBLEMS.platformRequired);
  }
}

function parse(input: string): URL | null {
  const text = input.trim();
  if (text === "" || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text.replace(/^\/+/, "")}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

function segmentsOf(url: URL): string[] {
  return url.pathname
    .split("/")
    .filter((s) => s !== "")
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

function keysOnPlatform(platform: Platform, url: URL, segments: string[]): ProfileKeyResult {
  const [first = "", second = ""] = segments;
  const lowerFirst = first.toLowerCase();
  switch (platform) {
    case "twitter":
    case "instagram": {
      if (first === "" || RESERVED[platform]!.has(lowerFirst)) return problem(PROFILE_URL_PROBLEMS.notAProfile);
      // instagram.com/stories/<handle>/... names the account too.
      const handle = platform === "instagram" && lowerFirst === "stories" ? second : first;
      return handleKeys(platform, handle.replace(/^@/, ""));
    }
    case "tiktok":
      return first.startsWith("@") ? handleKeys(platform, first) : problem(PROFILE_URL_PROBLEMS.notAProfile);
    case "facebook": {
      const id = url.searchParams.get("id");
      if (lowerFirst === "profile.php") return id && /^\d{5,20}$/.test(id) ? found(platform, [`facebook:id:${id}`]) : problem(PROFILE_URL_PROBLEMS.notAProfile);
      // /people/Name/123 and /pages/Name/123: the number is the page; the name is decoration.
      if (lowerFirst === "people" || lowerFirst === "pages") {
        const number = segments.slice(1).find((s) => /^\d{5,20}$/.test(s));
        return number ? found(platform, [`facebook:id:${number}`]) : problem(PROFILE_URL_PROBLEMS.notAProfile);
      }
      if (lowerFirst === "pg") return second ? handleKeys(platform, second) : problem(PROFILE_URL_PROBLEMS.notAProfile);
      if (first === "" || RESERVED.facebook!.has(lowerFirst)) return problem(PROFILE_URL_PROBLEMS.notAProfile);
      return handleKeys(platform, first);
    }
    case "linkedin": {
      const kind = { company: "company", school: "school", in: "in", showcase: "company" }[lowerFirst];
      if (!kind || !second || !HANDLE.linkedin!.test(second)) return problem(PROFILE_URL_PROBLEMS.notAProfile);
      return found(platform, [`linkedin:${kind}:${second.toLowerCase()}`]);
    }
    case "youtube": {
      if (first.startsWith("@")) return handleKeys(platform, first);
      if (lowerFirst === "channel") return CHANNEL_ID.test(second) ? found(platform, [`youtube:channel:${second}`]) : problem(PROFILE_URL_PROBLEMS.notAProfile);
      // /c/Name, /user/Name and the bare legacy /Name are custom names, one namespace per kind.
      if (lowerFirst === "c" || lowerFirst === "user") {
        return second && HANDLE.youtube!.test(second) ? found(platform, [`youtube:${lowerFirst}:${second.toLowerCase()}`]) : problem(PROFILE_URL_PROBLEMS.notAProfile);
      }
      if (first === "" || RESERVED.youtube!.has(lowerFirst) || !HANDLE.youtube!.test(first)) return problem(PROFILE_URL_PROBLEMS.notAProfile);
      return found(platform, [`youtube:c:${lowerFirst}`]);
    }
    case "other":
      return problem(PROFILE_URL_PROBLEMS.notAProfile);
  }
}

/**
 * The keys `input` names. A handle alone needs `platform`; an address on a host no family above
 * knows is kept whole (host and path, lower case) so "other" accounts can still be matched.
 */
export function profileKeys(input: string, platform?: Platform): ProfileKeyResult {
  const text = input.trim();
  // A slash makes it an address; without one, a platform makes it a handle ("uni.andes" is an
  // Instagram handle), and a dot alone makes it a host ("x.com/uni" typed without its path).
  const isAddress = text.includes("/") || (!platform && text.includes("."));
  if (!isAddress) {
    if (!platform) return problem(text === "" ? PROFILE_URL_PROBLEMS.malformed : PROFILE_URL_PROBLEMS.platformRequired);
    return handleKeys(platform, text);
  }
  const url = parse(text);
  if (!url) return problem(PROFILE_URL_PROBLEMS.malformed);
  if (url.protocol !== "https:" && url.protocol !== "http:") return problem(PROFILE_URL_PROBLEMS.unsupportedScheme);
  const host = url.hostname.toLowerCase().replace(/\.$/, "").replace(/^(www|m|mobile)\./, "");
  if (!host.includes(".")) return problem(PROFILE_URL_PROBLEMS.malformed);
  const family = HOSTS.find(([pattern]) => pattern.test(host))?.[1];
  if (!family) {
    const path = url.pathname.replace(/\/+$/, "").toLowerCase();
    return found("other", [`url:${host}${path}`]);
  }
  return keysOnPlatform(family, url, segmentsOf(url));
}

/** Every key an account is known by: its profile address, and its handle and business id on its platform. */
export function accountKeys(account: { platform: string; profileUrl: string; accountHandle?: string | null; businessId?: string | null }): string[] {
  const platform = account.platform as Platform;
  const keys = new Set<string>();
  const fromUrl = profileKeys(account.profileUrl, platform);
  if (fromUrl.ok) for (const k of fromUrl.keys) keys.add(k);
  const add = (result: ProfileKeyResult) => {
    if (result.ok) for (const k of result.keys) keys.add(k);
  };
  if (account.accountHandle && platform !== "other") add(handleKeys(platform, account.accountHandle));
  // A business id names the account only where it is the platform's own id for a profile.
  const id = account.businessId?.trim() ?? "";
  if ((platform === "youtube" && CHANNEL_ID.test(id)) || (platform === "facebook" && /^\d{5,20}$/.test(id))) add(handleKeys(platform, id));
  return [...keys];
}
