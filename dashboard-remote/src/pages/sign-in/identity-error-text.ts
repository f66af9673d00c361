import type { IdentityErrorCode } from "@steward/shared";
import type { T } from "../../i18n/i18n-context.ts";
import type { DashboardKey } from "../../i18n/load-catalogue.ts";

/** What an identity provider's refusal (`/sign-in?error=CODE`) means, in words. */
export function identityErrorText(t: T, code: string | undefined): string | null {
  if (!code) return null;
  const key = `identityErrors.${code as IdentityErrorCode}` as DashboardKey;
  const said = t(key);
  return said === key ? null : said;
}
