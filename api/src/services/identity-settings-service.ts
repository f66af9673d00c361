// The identity provider settings page (issue 33, point 7): super admins read and save the OpenID
// Connect and SAML settings the environment leaves unset (SAML's in saml-settings-save.ts), and test them. The client secret is write-only:
// no answer, audit entry or log line carries it; a save without one keeps the one kept. A save and
// its audit entry commit together; a test's result and its audit entry too.
import type { IdentitySettingsDoc, IdentitySettingsInput, OidcSettingField, SignInTestResult, ValidationIssue } from "@steward/shared";
import { randomId } from "../auth/tokens.ts";
import { writeAudit } from "../audit/write-audit.ts";
import type { Actor } from "../domain/actor.ts";
import { badRequest, notFound } from "../domain/errors.ts";
import { effectiveOidc, isLoopbackHttp, lockedOidcFields } from "../identity/effective-oidc.ts";
import { effectiveSaml, metadataVariableOf, withEnvironmentIdp } from "../identity/effective-saml.ts";
import { findOidcSettings, findSamlSettings, findSignInTest, insertSignInTest, saveOidcSettings, type StoredOidcSettings } from "../repositories/identity-provider-settings-repo.ts";
import { findUserById } from "../repositories/users-repo.ts";
import englishSentences from "../i18n/messages/en/identityProviderSettings.json" with { type: "json" };
import type { Tx } from "../db/connection.ts";
import { auditActor, type ServiceDeps } from "./deps.ts";
import type { OidcSignInService, OidcTestFinish } from "./oidc-sign-in-service.ts";
import type { ProviderSignInService } from "./provider-sign-in-service.ts";
import type { SamlService, SamlTestFinish } from "./saml-service.ts";
import { putSamlSettings } from "./saml-settings-save.ts";

/** A test sign-in's end, from either provider's way back. */
export type SignInTestFinish = (OidcTestFinish | SamlTestFinish) & { provider?: "oidc" | "saml" };

/** How long a test's result waits for the page that started it. */
const TEST_RESULT_MINUTES = 15;

const CLAIM = /^[A-Za-z0-9_:.\/-]+$/;

// English sentences from the API's identityProviderSettings namespace: the API says them in the
// reader's language by finding them there (api-sentences.ts).
export const IDENTITY_SETTINGS_SENTENCES = englishSentences;

function checkIssuer(issuer: string): string | null {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return IDENTITY_SETTINGS_SENTENCES.issuerNotUrl;
  }
  if (url.protocol === "https:") return privateHost(url.hostname) ? IDENTITY_SETTINGS_SENTENCES.issuerPrivate : null;
  return isLoopbackHttp(issuer) ? null : IDENTITY_SETTINGS_SENTENCES.issuerNotHttps;
}

/**
 * An address inside the server's own networks, written as such: discovery would make the server
 * fetch it for anyone who opens the sign-in (a probe of its networks). A plain http:// provider on
 * this machine stays allowed, as documented; a name that resolves inside is not caught here.
 */
function privateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".internal") || host === "metadata.google.internal") return true;
  const v4 = host.match(/^(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
  }
  return host.includes(":") && (host === "::" || host === "::1" || /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith("::ffff:"));
}

export function createIdentitySettingsService(deps: ServiceDeps, oidc: OidcSignInService, samlSignIn: SamlService, providerSignIn: ProviderSignInService) {
  const { database, now, settings } = deps;

  async function read(): Promise<IdentitySettingsDoc> {
    const [stored, storedSaml] = await Promise.all([findOidcSettings(database.db), findSamlSettings(database.db)]);
    const samlDoc = effectiveSaml(settings, storedSaml).doc;
    // The environment's metadata (kept by the SAML service, read at most hourly) fills the IdP's locked fields.
    const saml = metadataVariableOf(settings) ? withEnvironmentIdp(samlDoc, await samlSignIn.environmentIdp()) : samlDoc;
    return { oidc: effectiveOidc(settings, stored).doc, saml, updatedAt: stored?.updatedAt ?? null };
  }

  return {
    get: (_actor: Actor) => read(),

    async put(actor: Actor, input: IdentitySettingsInput): Promise<IdentitySettingsDoc> {
      // Both sections, when both are sent, commit together or not at all.
      await database.write(async (tx) => {
        if (input.oidc) await putOidc(tx, actor, input.oidc);
        if (input.saml) await putSamlSettings(tx, deps, actor, input.saml);
      });
      return read();
    },

    /** The provider's address for a test sign-in started by this super admin; `returnTo` is where the result is shown. */
    startTest: (actor: Actor, returnTo: string) => oidc.start(returnTo, null, actor.id),

    /** The SAML IdP's address for a test sign-in; `browserSecret` binds it to this browser (saml.routes.ts). */
    startSamlTest: async (actor: Actor, returnTo: string, browserSecret: string) =>
      ({ url: (await samlSignIn.startLogin({ returnTo, browserSecret, testUserId: actor.id })).redirectUrl }),

    /** Keeps what a test received, with its audit entry; the id the page reads it by. */
    async recordTest(test: SignInTestFinish): Promise<string> {
      const provider = test.provider ?? "oidc";
      const identity = test.identity;
      const verdict = identity ? await providerSignIn.preview(identity) : null;
      const reason = test.refusal ? (test.refusal.body as Record<string, unknown>)["reason"] : undefined;
      const result: SignInTestResult = {
        provider,
        outcome: identity ? "received" : "failed",
        code: verdict?.code ?? test.refusal?.body.message ?? null,
        reason: typeof reason === "string" ? reason.slice(0, 300) : null,
        subject: identity?.subject ?? null,
        email: identity?.email ?? null,
        emailVerified: identity?.emailVerified === true,
        name: identity?.name ?? null,
        groups: identity?.groups.slice(0, 100) ?? [],
        wouldSignIn: verdict?.wouldSignIn ?? null,
        at: now().toISOString(),
      };
      const id = randomId(24);
      const at = now();
      await database.write(async (tx) => {
        const user = await findUserById(tx, test.testUserId);
        await insertSignInTest(tx, { id, userId: test.testUserId, result: JSON.stringify(result), expiresAt: new Date(at.getTime() + TEST_RESULT_MINUTES * 60_000).toISOString() }, at.toISOString());
        await writeAudit(tx, {
          action: "sign_in_test",
          entity: "identity-provider-settings",
          documentId: null,
          actor: user ? { id: user.id, name: user.name, role: user.role } : null,
          current: { provider, outcome: result.outcome, code: result.code, subject: result.subject, wouldSignIn: result.wouldSignIn },
          organizations: [],
        }, at);
      });
      return id;
    },

    async getTest(actor: Actor, id: string): Promise<SignInTestResult> {
      const json = await findSignInTest(database.db, id, actor.id, now().toISOString());
      if (!json) throw notFound();
      return JSON.parse(json) as SignInTestResult;
    },
  };

  /** The OpenID Connect half of a save, in the caller's transaction. */
  async function putOidc(tx: Tx, actor: Actor, oidcInput: NonNullable<IdentitySettingsInput["oidc"]>): Promise<void> {
    const input = { oidc: oidcInput };
    {
      const locked = new Set(lockedOidcFields(settings));
      const next: StoredOidcSettings = {
        enabled: input.oidc.enabled,
        issuer: input.oidc.issuer.trim(),
        clientId: input.oidc.clientId.trim(),
        scopes: input.oidc.scopes.trim().split(/\s+/).filter(Boolean).join(" "),
        displayName: input.oidc.displayName.trim(),
        emailVerifiedClaim: input.oidc.emailVerifiedClaim.trim(),
        groupsClaim: input.oidc.groupsClaim.trim(),
      };
      const newSecret = input.oidc.clientSecret?.trim() ? input.oidc.clientSecret.trim() : null;
      {
        const stored = await findOidcSettings(tx);
        // Fields the environment sets are not the page's: what is kept for them stays as it was.
        for (const field of locked) {
          if (field !== "clientSecret") (next as unknown as Record<string, unknown>)[field] = stored?.settings[field as keyof StoredOidcSettings] ?? (field === "enabled" ? false : "");
        }
        const secret = locked.has("clientSecret") ? (stored?.clientSecret ?? null) : (newSecret ?? stored?.clientSecret ?? null);
        const candidate = effectiveOidc(settings, { settings: next, clientSecret: secret, version: 0, updatedAt: "" }).doc;

        const issues: ValidationIssue[] = [];
        const issue = (field: OidcSettingField, message: string) => {
          if (!locked.has(field)) issues.push({ path: `oidc.${field}`, message });
        };
        if (next.issuer !== "") {
          const why = checkIssuer(next.issuer);
          if (why) issue("issuer", why);
        }
        // The kept secret goes only to the provider it was given for: a new issuer or client ID needs it
        // typed again (else a changed issuer would receive it at the next token request).
        const before = stored?.settings;
        const repointed = before !== undefined && (before.issuer !== next.issuer || before.clientId !== next.clientId);
        if (repointed && locked.has("clientSecret")) issue("issuer", IDENTITY_SETTINGS_SENTENCES.issuerFixedWithSecret);
        else if (repointed && newSecret === null && secret !== null) issue("clientSecret", IDENTITY_SETTINGS_SENTENCES.clientSecretAgain);
        if (next.scopes !== "" && !next.scopes.split(" ").includes("openid")) issue("scopes", IDENTITY_SETTINGS_SENTENCES.scopesOpenid);
        if (next.displayName === "" || next.displayName.length > 60) issue("displayName", IDENTITY_SETTINGS_SENTENCES.displayNameLength);
        for (const field of ["emailVerifiedClaim", "groupsClaim"] as const) {
          if (!CLAIM.test(next[field]) || next[field].length > 200) issue(field, IDENTITY_SETTINGS_SENTENCES.claimName);
        }
        if (candidate.enabled) {
          if (candidate.issuer === "") issue("issuer", IDENTITY_SETTINGS_SENTENCES.issuerRequired);
          if (candidate.clientId === "") issue("clientId", IDENTITY_SETTINGS_SENTENCES.clientIdRequired);
          if (!candidate.clientSecretSet) issue("clientSecret", IDENTITY_SETTINGS_SENTENCES.clientSecretRequired);
        }
        if (issues.length > 0) throw badRequest(issues);

        const kept = stored?.settings ?? {};
        const changed: OidcSettingField[] = (Object.keys(next) as (keyof StoredOidcSettings)[]).filter((k) => kept[k] !== next[k]);
        if (secret !== (stored?.clientSecret ?? null)) changed.push("clientSecret");
        if (changed.length === 0) return;
        const at = now();
        await saveOidcSettings(tx, { settings: next, clientSecret: secret, userId: actor.id, at: at.toISOString() });
        // Which fields changed and the values that are not secret; for the secret, only that it changed.
        await writeAudit(tx, {
          action: "update",
          entity: "identity-provider-settings",
          documentId: null,
          actor: auditActor(actor),
          prev: { provider: "oidc", ...kept, clientSecretSet: Boolean(stored?.clientSecret) },
          current: { provider: "oidc", changed, ...next, clientSecretSet: secret !== null },
          organizations: [],
        }, at);
      }
    }
  }
}

export type IdentitySettingsService = ReturnType<typeof createIdentitySettingsService>;
