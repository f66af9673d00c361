// Which language the dashboard speaks (issue 31, decisions.md):
// - a language the embedding portal passes wins, so the dashboard matches the page around it;
// - else a signed-in person's language (their choice, else the institution's default: the server
//   answers it as `locale` on who-am-I);
// - before sign-in, the browser's languages, else the institution's default, else English.
// Who is signed in is asked before any text is fetched: guessing from the browser first would make
// a Spanish reader with an English browser download the English texts too.
import { firstSupportedLocale, FALLBACK_LOCALE, isLocale, type Locale } from "@steward/shared";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import type { ApiClient } from "../api/api-client.ts";
import { meQuery, setupQuery } from "../data/session-queries.ts";

function browserLocale(): Locale | undefined {
  if (typeof navigator === "undefined") return undefined;
  return firstSupportedLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** The language to speak, or null while it cannot be known yet (nothing is shown until then). */
export function useDashboardLocale(api: ApiClient, queryClient: QueryClient, portalLocale: Locale | undefined): Locale | null {
  // The same queries the route guards read (from the cache, once answered here).
  const meState = useQuery({ ...meQuery(api), enabled: !portalLocale }, queryClient);
  const me = meState.data;
  const browser = browserLocale();
  const setupState = useQuery({ ...setupQuery(api), enabled: !portalLocale && me === null && !browser }, queryClient);
  // Once decided, a language stays while who-am-I is asked again (after a sign-out clears it), so
  // the dashboard is never taken off the screen in between.
  const decided = useRef<Locale | null>(null);

  const decide = (): Locale | null => {
    if (portalLocale) return portalLocale;
    if (me === undefined) return meState.isError ? (browser ?? FALLBACK_LOCALE) : null;
    if (me && isLocale(me.locale)) return me.locale;
    const setup = setupState.data;
    const institution = setup && isLocale(setup.defaultLocale) ? setup.defaultLocale : undefined;
    if (me) return institution ?? FALLBACK_LOCALE;
    if (browser) return browser;
    if (setup === undefined && setupState.isFetching) return null;
    return institution ?? FALLBACK_LOCALE;
  };
  const now = decide();
  if (now) decided.current = now;
  return decided.current;
}
