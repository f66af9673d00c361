import type { DashboardKey } from "../../i18n/load-catalogue.ts";
import type { T } from "../../i18n/i18n-context.ts";

/**
 * A password management practice is stored as its English words ("Password Manager", shared
 * PASSWORD_MANAGEMENT_PRACTICES); people read it in their language, and an older free text as written.
 */
export function practiceLabel(t: T, practice: string): string {
  const key = `socialMedia.practices.${practice}`;
  const label = t(key as DashboardKey);
  return label === key ? practice : label;
}
