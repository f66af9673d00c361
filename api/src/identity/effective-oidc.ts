// The OpenID Connect settings in force (issue 33, point 7): each field from the environment when
// the environment sets it, else from the database (the dashboard's identity provider page), else
// its default. Read at every sign-in start and callback, so every instance follows a change at once.
import { OIDC_SETTING_ENV, OIDC_SETTING_FIELDS, type OidcSettingField, type OidcSettingsDoc } from "@steward/shared";
import type { StoredOidcRow } from "../repositories/identity-provider-settings-repo.ts";
import { publicUrlOf, setByEnvironment, type Settings } from "../settings.ts";
import { OIDC_CALLBACK_PATH } from "./oidc-client.ts";

export interface EffectiveOidc {
  doc: OidcSettingsDoc;
  /** The settings a client is built from, with the OIDC fields in force; null when sign-in is off or incomplete. */
  clientSettings: Settings | null;
  /** Changes whenever anything a client is built from changes (the secret included; kept in memory only). */
  fingerprint: string;
}

/** http:// to this machine only: a test provider on loopback, as settings.ts allows for metadata. */
export function isLoopbackHttp(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(u.hostname);
  } catch {
    return false;
  }
}

export function lockedOidcFields(settings: Settings): OidcSettingField[] {
  return OIDC_SETTING_FIELDS.filter((field) => setByEnvironment(settings, OIDC_SETTING_ENV[field] as keyof Settings));
}

export function effectiveOidc(settings: Settings, stored: StoredOidcRow | undefined): EffectiveOidc {
  const locked = new Set(lockedOidcFields(settings));
  const saved = stored?.settings ?? {};
  const pick = (field: Exclude<OidcSettingField, "enabled" | "clientSecret">, fromEnv: string | undefined, fallback: string): string =>
    locked.has(field) ? (fromEnv ?? fallback) : (saved[field] ?? fallback);
  // The environment's issuer turns sign-in on by itself, as it always has.
  const enabled = locked.has("enabled") ? true : saved.enabled === true;
  const issuer = pick("issuer", settings.OIDC_ISSUER, "");
  const clientId = pick("clientId", settings.OIDC_CLIENT_ID, "");
  const clientSecret = locked.has("clientSecret") ? (settings.OIDC_CLIENT_SECRET ?? "") : (stored?.clientSecret ?? "");
  const scopes = pick("scopes", settings.OIDC_SCOPES, settings.OIDC_SCOPES);
  const displayName = pick("displayName", settings.OIDC_DISPLAY_NAME, settings.OIDC_DISPLAY_NAME);
  const emailVerifiedClaim = pick("emailVerifiedClaim", settings.OIDC_EMAIL_VERIFIED_CLAIM, settings.OIDC_EMAIL_VERIFIED_CLAIM);
  const groupsClaim = pick("groupsClaim", settings.OIDC_GROUPS_CLAIM, settings.OIDC_GROUPS_CLAIM);
  const ready = enabled && issuer !== "" && clientId !== "" && clientSecret !== "";
  const doc: OidcSettingsDoc = {
    enabled,
    issuer,
    clientId,
    clientSecretSet: clientSecret !== "",
    scopes,
    displayName,
    emailVerifiedClaim,
    groupsClaim,
    locked: [...locked],
    redirectUri: `${publicUrlOf(settings)}${OIDC_CALLBACK_PATH}`,
    ready,
  };
  const clientSettings: Settings | null = ready
    ? {
        ...settings,
        OIDC_ISSUER: issuer,
        OIDC_CLIENT_ID: clientId,
        OIDC_CLIENT_SECRET: clientSecret,
        OIDC_SCOPES: scopes,
        OIDC_DISPLAY_NAME: displayName,
        OIDC_EMAIL_VERIFIED_CLAIM: emailVerifiedClaim,
        OIDC_GROUPS_CLAIM: groupsClaim,
        // An issuer saved from the page was checked to be https or loopback (identity-settings-service.ts).
        OIDC_ALLOW_HTTP: settings.OIDC_ALLOW_HTTP || (!locked.has("issuer") && isLoopbackHttp(issuer)),
      }
    : null;
  const fingerprint = JSON.stringify([ready, issuer, clientId, clientSecret, scopes, displayName, emailVerifiedClaim, groupsClaim, clientSettings?.OIDC_ALLOW_HTTP ?? false]);
  return { doc, clientSettings, fingerprint };
}
