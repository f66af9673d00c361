// What account a profile address names (issue 20). People paste every form a platform has ever
// used: with or without scheme, `www.`/`m.`/`mobile.`, any case, trailing slashes, tracking query
// strings and fragments, twitter.com for x.com, YouTube's four kinds of channel address, Facebook's
// numeric profiles. Each form becomes one or more canonical keys ("twitter:uni"); an account and
// an address are the same when they share a key. Pure, so the API, the dashboard and tests agree.
//
// A key must never lose what tells one account from another (issue 27): two addresses that may
// belong to different owners never share a key, and an address that names nobody in particular
// gets none. Forgetting too little only makes an official address unrecognised; forgetting too
// much makes an impostor's address official.
import type { Platform } from "./enums.ts";

/**
 * The rule's edition. Raise it whenever a change here gives some address other keys: keys stored
 * under an older edition are made again (the API's directory-keys job).
 */
export const PROFILE_KEYS_RULE = 2;

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
  facebook: new Set(["watch", "groups", "events", "marketplace", "gaming", "login", "help", "policies", "photo", "sharer", "share", "hashtag", "search", "media", "stories", "reel", "reels", "notes", "friends", "messages", "business", "ads", "settings", "bookmarks", "dialog", "plugins", "privacy", "legal"]),
  youtube: new Set(["watch", "results", "feed", "feeds", "playlist", "shorts", "live", "embed", "account", "premium", "about", "t", "redirect", "attribution_link", "subscription_center", "profile", "oembed", "hashtag", "signin", "logout", "upload"]),
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
      // instagram.com/stories/<handle>/... names the account too; stories/highlights/<id> names no one.
      const handle = platform === "instagram" && lowerFirst === "stories" ? second : first;
      if (platform === "instagram" && lowerFirst === "stories" && second.toLowerCase() === "highlights") return problem(PROFILE_URL_PROBLEMS.notAProfile);
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
      // Facebook's own scripts (l.php, video.php, story.php ...) take their subject from the query;
      // a page name never ends in .php.
      if (first === "" || RESERVED.facebook!.has(lowerFirst) || lowerFirst.endsWith(".php")) return problem(PROFILE_URL_PROBLEMS.notAProfile);
      return handleKeys(platform, first);
    }
    case "linkedin": {
      const kind = { company: "company", school: "school", in: "in", showcase: "company" }[lowerFirst];
      if (!kind || !second || !HANDLE.linkedin!.test(second)) return problem(PROFILE_URL_PROBLEMS.notAProfile);
      return found(platform, [`linkedin:${kind}:${second.toLowerCase()}`]);
    }
    case "youtube": {
      if (first.startsWith("@")) return handleKeys(platform, first);
      // The channel's feed and subscribe link carry the channel in the query, not in the path.
      if (lowerFirst === "feeds" || lowerFirst === "subscription_center") {
        const channel = url.searchParams.get("channel_id") ?? "";
        const user = url.searchParams.get(lowerFirst === "feeds" ? "user" : "add_user") ?? "";
        if (CHANNEL_ID.test(channel)) return found(platform, [`youtube:channel:${channel}`]);
        return HANDLE.youtube!.test(user) ? found(platform, [`youtube:user:${user.toLowerCase()}`]) : problem(PROFILE_URL_PROBLEMS.notAProfile);
      }
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

// Parameters that say where a click came from, never whose page it is.
const TRACKING_PARAMETER = /^(utm_.*|fbclid|gclid|dclid|gbraid|wbraid|msclkid|yclid|mc_cid|mc_eid|igshid|_ga|_gl)$/i;

/** RFC 3986's equivalence: an encoded unreserved character is that character; hex digits in capitals. */
function canonicalEncoding(text: string): string {
  return text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => {
    const c = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(c) ? c : `%${hex.toUpperCase()}`;
  });
}

/**
 * An address on a host no family above knows. Nothing is known about which of its parts name the
 * account, so all of them are kept but what cannot: case in the host, `www.`, a trailing dot or
 * slash, a default port, tracking parameters, the order of parameters, and a fragment that is a
 * place on the page rather than a route (`#/...`, `#!...`). Other subdomains stay apart, since
 * on a hosting platform each may be another owner. Without a path, query or route the address
 * cannot be told from the host's home page, so it names no account.
 */
function otherKeys(url: URL): ProfileKeyResult {
  const host = url.hostname.replace(/\.$/, "").replace(/^www\./, "");
  const port = url.port === "" ? "" : `:${url.port}`;
  const path = canonicalEncoding(url.pathname).replace(/\/+$/, "");
  const params = new URLSearchParams(url.search);
  for (const name of [...params.keys()]) if (TRACKING_PARAMETER.test(name)) params.delete(name);
  params.sort();
  const query = params.toString() === "" ? "" : `?${params.toString()}`;
  const route = /^#!|^#\//.test(url.hash) ? canonicalEncoding(url.hash).replace(/\/+$/, "") : "";
  const fragment = route === "#" || route === "#!" ? "" : route;
  if (path === "" && query === "" && fragment === "") return problem(PROFILE_URL_PROBLEMS.notAProfile);
  return found("other", [`web:${host}${port}${path}${query}${fragment}`]);
}

/**
 * The keys `input` names. A handle alone needs `platform`; an address on a host no family above
 * knows keys "other" accounts by all that may tell them apart (otherKeys).
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
  // "https://www.youtube.com@evil.example/" reads as YouTube and leads to evil.example.
  if (url.username !== "" || url.password !== "") return problem(PROFILE_URL_PROBLEMS.malformed);
  const host = url.hostname.replace(/\.$/, "").replace(/^(www|m|mobile)\./, "");
  if (!host.includes(".")) return problem(PROFILE_URL_PROBLEMS.malformed);
  const family = HOSTS.find(([pattern]) => pattern.test(host))?.[1];
  if (!family) return otherKeys(url);
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
