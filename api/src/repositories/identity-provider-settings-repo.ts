// Queries of the identity provider settings kept in the database and of test sign-ins (issue 33,
// point 7). No rules here: api/src/services/identity-settings-service.ts decides.
import { and, eq, lte, sql } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { identityProviderSettings, identitySignInTests } from "../db/tables/identity-provider-settings.ts";

/** The non-secret OpenID Connect fields as stored (JSON). */
export interface StoredOidcSettings {
  enabled: boolean;
  issuer: string;
  clientId: string;
  scopes: string;
  displayName: string;
  emailVerifiedClaim: string;
  groupsClaim: string;
}

export interface StoredOidcRow {
  settings: Partial<StoredOidcSettings>;
  clientSecret: string | null;
  version: number;
  updatedAt: string;
}

/** The non-secret SAML fields as stored (JSON); the SP's private key is the row's secret. */
export interface StoredSamlSettings {
  enabled: boolean;
  idpEntityId: string;
  ssoUrl: string;
  idpCertificates: string;
  displayName: string;
  spCertificate: string;
  emailAttribute: string;
  nameAttribute: string;
  groupsAttributes: string[];
}

export interface StoredSamlRow {
  settings: Partial<StoredSamlSettings>;
  /** The SP's private key (PEM). */
  spPrivateKey: string | null;
  version: number;
  updatedAt: string;
}

type Provider = "oidc" | "saml";

async function findRow<T>(ex: Executor, provider: Provider): Promise<{ settings: Partial<T>; secret: string | null; version: number; updatedAt: string } | undefined> {
  const [row] = await ex.select().from(identityProviderSettings).where(eq(identityProviderSettings.provider, provider));
  if (!row) return undefined;
  let settings: Partial<T> = {};
  try {
    settings = JSON.parse(row.settings) as Partial<T>;
  } catch {
    // A row nobody can read counts as empty: the page shows it blank and saving rewrites it.
  }
  return { settings, secret: row.clientSecret, version: row.version, updatedAt: row.updatedAt };
}

export async function findOidcSettings(ex: Executor): Promise<StoredOidcRow | undefined> {
  const row = await findRow<StoredOidcSettings>(ex, "oidc");
  return row && { settings: row.settings, clientSecret: row.secret, version: row.version, updatedAt: row.updatedAt };
}

export async function findSamlSettings(ex: Executor): Promise<StoredSamlRow | undefined> {
  const row = await findRow<StoredSamlSettings>(ex, "saml");
  return row && { settings: row.settings, spPrivateKey: row.secret, version: row.version, updatedAt: row.updatedAt };
}

/** Writes the OpenID Connect row, its version one higher than before. */
export const saveOidcSettings = (ex: Executor, values: { settings: StoredOidcSettings; clientSecret: string | null; userId: number; at: string }) =>
  saveRow(ex, "oidc", { settings: values.settings, secret: values.clientSecret, userId: values.userId, at: values.at });

/** Writes the SAML row, its version one higher than before. */
export const saveSamlSettings = (ex: Executor, values: { settings: StoredSamlSettings; spPrivateKey: string | null; userId: number; at: string }) =>
  saveRow(ex, "saml", { settings: values.settings, secret: values.spPrivateKey, userId: values.userId, at: values.at });

async function saveRow(ex: Executor, provider: Provider, values: { settings: object; secret: string | null; userId: number; at: string }): Promise<void> {
  const json = JSON.stringify(values.settings);
  const clientSecret = values.secret;
  await ex
    .insert(identityProviderSettings)
    .values({ provider, settings: json, clientSecret, version: 1, updatedById: values.userId, updatedAt: values.at })
    .onConflictDoUpdate({
      target: identityProviderSettings.provider,
      set: { settings: json, clientSecret, version: sql`${identityProviderSettings.version} + 1`, updatedById: values.userId, updatedAt: values.at },
    });
}

export async function insertSignInTest(ex: Executor, values: { id: string; userId: number; result: string; expiresAt: string }, nowIso: string): Promise<void> {
  // Results nobody came back for are dropped as new ones arrive.
  await ex.delete(identitySignInTests).where(lte(identitySignInTests.expiresAt, nowIso));
  await ex.insert(identitySignInTests).values(values);
}

/** The result of a test, only for the user who started it and only while it lasts. */
export async function findSignInTest(ex: Executor, id: string, userId: number, nowIso: string): Promise<string | undefined> {
  const [row] = await ex
    .select({ result: identitySignInTests.result })
    .from(identitySignInTests)
    .where(and(eq(identitySignInTests.id, id), eq(identitySignInTests.userId, userId), sql`${identitySignInTests.expiresAt} > ${nowIso}`));
  return row?.result;
}
