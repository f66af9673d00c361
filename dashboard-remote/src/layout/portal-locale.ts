// The language the embedding portal passed to mount(), if any. It wins over the person's own choice
// (use-dashboard-locale.ts), so the language chooser says so instead of offering a choice that
// would not show.
import type { Locale } from "@steward/shared";
import { createContext, useContext } from "react";

export const PortalLocaleContext = createContext<Locale | undefined>(undefined);

export function usePortalLocale(): Locale | undefined {
  return useContext(PortalLocaleContext);
}
