// Where the dashboard sits in the page that embeds it, and how it gets back there.

export interface EmbeddingPlace {
  /** Origin of the API, '' when it is the page's own origin. */
  apiBaseUrl: string;
  /** Where the dashboard's routes start in the page's URL space. */
  basepath: string;
  /** The page's current address (window.location.href). */
  pageUrl: string;
}

/** `/portal/social` + `sign-in` -> `/portal/social/sign-in`; `/` + `sign-in` -> `/sign-in`. */
export function joinBasepath(basepath: string, path: string): string {
  const base = basepath.replace(/\/+$/, "");
  return `${base}/${path.replace(/^\/+/, "")}`;
}

/**
 * Where the server's logout should send the browser back to: undefined when the dashboard is the
 * whole page on the API's own origin (the server's /sign-in is ours); a local path when only the
 * base path differs; an absolute URL on the page's origin when the API lives elsewhere (the API
 * accepts it only for an origin in ALLOWED_ORIGINS).
 */
export function signInReturnUrl({ apiBaseUrl, basepath, pageUrl }: EmbeddingPlace): string | undefined {
  const path = joinBasepath(basepath, "sign-in");
  const page = new URL(pageUrl);
  const sameOrigin = apiBaseUrl === "" || new URL(apiBaseUrl, page).origin === page.origin;
  if (sameOrigin) return path === "/sign-in" ? undefined : path;
  return new URL(path, page).href;
}
