// The language the embedding portal passed to mount(), if any. It wins over the person's own choice
// (use-dashboard-locale.ts), so the language chooser says so instead of offering a choice that
// would not show. Route guards run outside React: they read the same value from portalLocaleNow().
import type { Locale } from "@steward/shared";
import { createContext, useContext } from "react";

export const PortalLocaleContext = createContext<Locale | undefined>(undefined);

export function usePortalLocale(): Locale | undefined {
  return useContext(PortalLocaleContext);
}

let portalLocale: Locale | undefined;

/** Called by the dashboard's root on each render with the portal's language (or none). */
export function setPortalLocaleNow(locale: Locale | undefined): void {
  portalLocale = locale;
}

export function portalLocaleNow(): Locale | undefined {
  return portalLocale;
}
