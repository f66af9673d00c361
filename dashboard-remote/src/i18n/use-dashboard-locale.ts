// Which language the dashboard speaks (issue 31, decisions.md):
// - a language the embedding portal passes wins, so the dashboard matches the page around it;
// - else a signed-in person's language (their choice, else the institution's default: the server
//   answers it as `locale` on who-am-I);
// - before sign-in, the browser's languages, else the institution's default, else English.
import { firstSupportedLocale, FALLBACK_LOCALE, isLocale, type Locale } from "@steward/shared";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../api/api-client.ts";
import { meQuery, setupQuery } from "../data/session-queries.ts";

function browserLocale(): Locale | undefined {
  if (typeof navigator === "undefined") return undefined;
  return firstSupportedLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

export function useDashboardLocale(api: ApiClient, queryClient: QueryClient, portalLocale: Locale | undefined): Locale {
  // Readers of what the router's guards fetch: these never fetch on their own.
  const me = useQuery({ ...meQuery(api), enabled: false }, queryClient).data;
  const setup = useQuery({ ...setupQuery(api), enabled: false }, queryClient).data;
  if (portalLocale) return portalLocale;
  if (me && isLocale(me.locale)) return me.locale;
  const institution = setup && isLocale(setup.defaultLocale) ? setup.defaultLocale : undefined;
  if (me) return institution ?? FALLBACK_LOCALE;
  return browserLocale() ?? institution ?? FALLBACK_LOCALE;
}
