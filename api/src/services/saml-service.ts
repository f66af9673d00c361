// SAML 2.0 sign-in (issue 17, point 2): starts a sign-in (an AuthnRequest kept single-use in the
// database, bound to the browser that asked) and finishes it (the response checked by
// service-provider.ts, the request consumed and the assertion remembered in one transaction), then
// hands the person to the provider sign-in core, which decides who gets in.
import { createHash, randomBytes } from "node:crypto";
import { IDENTITY_ERROR_CODES } from "@steward/shared";
import { Refusal, type RefusalKind } from "../domain/errors.ts";
import type { ServiceDeps } from "./deps.ts";
import type { ProviderIdentity, ProviderSignInResult, ProviderSignInService } from "./provider-sign-in-service.ts";
import { effectiveSaml } from "../identity/effective-saml.ts";
import { findSamlSettings } from "../repositories/identity-provider-settings-repo.ts";
import { idpMetadataSource, SamlSourceUnavailable, spKeySource, type IdpMetadataSource, type SpKeys } from "../saml/metadata-source.ts";
import type { IdpMetadata } from "../saml/idp-metadata.ts";
import { samlConfigOf, spKeyFilesOf, type SamlConfig } from "../saml/saml-config.ts";
import {
  findSamlRequest,
  forgetAssertion,
  forgetExpiredSamlRows,
  insertSamlRequest,
  isSamlRequestPending,
  rememberAssertion,
  restoreSamlRequest,
  takeSamlRequest,
} from "../repositories/saml-repo.ts";
import {
  authnRequestUrl,
  checkResponse,
  claimedRequestId,
  REQUEST_LIFETIME_MS,
  SamlResponseError,
  serviceProviderMetadata,
  TRANSIENT_NAME_ID,
  type CheckedAssertion,
  type SamlRejection,
} from "../saml/service-provider.ts";

const EMAIL_ADDRESS_NAME_ID = "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress";
const GIVEN_NAME = "urn:oid:2.5.4.42";
const SURNAME = "urn:oid:2.5.4.4";

/** The refusal for a rejected response: the sign-in page's code, and the check that failed as `reason`. */
function refusalFor(reason: SamlRejection | "browser"): Refusal {
  const [kind, message]: [RefusalKind, string] =
    reason === "in_response_to" || reason === "replayed" || reason === "browser"
      ? ["unauthenticated", IDENTITY_ERROR_CODES.signInStateInvalid]
      : reason === "idp_status"
        ? ["unauthenticated", IDENTITY_ERROR_CODES.providerDenied]
        : ["unauthenticated", IDENTITY_ERROR_CODES.providerResponseInvalid];
  return new Refusal(kind, { message, reason });
}

const notConfigured = () => new Refusal("not_found", { message: IDENTITY_ERROR_CODES.providerNotConfigured });
const unavailable = () => new Refusal("unavailable", { message: IDENTITY_ERROR_CODES.providerUnavailable });

export const hashBrowserSecret = (secret: string) => createHash("sha256").update(secret).digest("base64url");

/** A fresh AuthnRequest ID: an xsd:ID (starts with a letter or underscore), 160 random bits. */
const newRequestId = () => `_${randomBytes(20).toString("hex")}`;

/** Who the assertion says signed in, in the words of the provider sign-in core. */
function identityOf(config: SamlConfig, checked: CheckedAssertion): ProviderIdentity {
  const one = (name: string) => checked.attributes[name]?.[0] ?? null;
  const email = one(config.attributes.email) ?? (checked.nameIdFormat === EMAIL_ADDRESS_NAME_ID ? checked.nameId : null);
  const given = [one(GIVEN_NAME), one(SURNAME)].filter(Boolean).join(" ");
  return {
    provider: "saml",
    // Qualified by the IdP, as eduPersonTargetedID is: another IdP's identical NameID is someone else.
    subject: `${checked.issuer}!${checked.nameId}`,
    email,
    // A federation's IdP asserts the institution's own directory address (docs/decisions.md, issue 17).
    emailVerified: email !== null,
    name: one(config.attributes.name) ?? (given || null),
    groups: [...new Set(config.attributes.groups.flatMap((name) => checked.attributes[name] ?? []))],
  };
}

/** A test sign-in's end (issue 33): what the IdP said, handed to the caller instead of a session. */
export interface SamlTestFinish {
  outcome: "test";
  testUserId: number;
  identity: ProviderIdentity | null;
  refusal: Refusal | null;
  returnTo: string;
}

export function createSamlService(deps: ServiceDeps, providerSignIn: Pick<ProviderSignInService, "signIn" | "linkFromSession">) {
  const { database, now } = deps;
  // The environment's metadata (address or file) is read and refreshed by one source kept for the
  // process; the page's IdP fields and key pair are read from the database at each use.
  const environmentConfig = samlConfigOf(deps.settings);
  const environmentSource = environmentConfig ? idpMetadataSource(environmentConfig, now, deps.report) : null;
  const keyFiles = spKeySource({ spKeyFiles: spKeyFilesOf(deps.settings), spKeys: null });

  /** The settings in force now (environment over the identity provider page's), or 404. */
  async function configured(): Promise<{ config: SamlConfig; source: IdpMetadataSource }> {
    const { config } = effectiveSaml(deps.settings, await findSamlSettings(database.db));
    if (!config) throw notConfigured();
    const source = config.idpSource.kind === "inline" ? idpMetadataSource(config, now) : environmentSource;
    if (!source) throw notConfigured();
    return { config, source };
  }

  /** Reads what may be unavailable (the IdP's metadata, our key files): 503 and a report, never a 500. */
  async function available<T>(read: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } catch (error) {
      if (error instanceof SamlSourceUnavailable) {
        deps.report?.(error);
        throw unavailable();
      }
      throw error;
    }
  }
  const idpMetadata = (source: IdpMetadataSource) => available(() => source.current());
  const spKeys = (config: SamlConfig): Promise<SpKeys | null> => (config.spKeys ? Promise.resolve(config.spKeys) : available(keyFiles));

  /**
   * A response that failed a check, when it answers a test started in this browser: the test is
   * spent and says why, on the page that started it, instead of the sign-in page. The request ID is
   * read from the response unverified, only to find where to say it; a sign-in's request is untouched.
   */
  async function failedTest(requestId: string | null, browserSecret: string | undefined, nowIso: string, refusal: Refusal): Promise<SamlTestFinish | null> {
    if (!requestId || !browserSecret) return null;
    const taken = await database.write(async (tx) => {
      const pending = await findSamlRequest(tx, requestId, nowIso);
      if (!pending || pending.testUserId === null || pending.browserHash !== hashBrowserSecret(browserSecret)) return null;
      return takeSamlRequest(tx, requestId, nowIso);
    });
    if (!taken || taken.testUserId === null) return null;
    return { outcome: "test", testUserId: taken.testUserId, identity: null, refusal, returnTo: taken.returnTo };
  }

  return {
    /** The SP's metadata XML, to register with the IdP or the federation. */
    async metadata(): Promise<string> {
      const { config } = await configured();
      return serviceProviderMetadata(config, await spKeys(config));
    },

    /** The IdP as the environment's metadata gives it, for the settings page; null when none is named or it cannot be read. */
    async environmentIdp(): Promise<IdpMetadata | null> {
      if (!environmentSource) return null;
      try {
        return await environmentSource.current();
      } catch {
        return null;
      }
    },

    /** Whether the sign-in page offers SAML, and under which name. */
    async offer(): Promise<{ enabled: boolean; displayName: string }> {
      const { config, doc } = effectiveSaml(deps.settings, await findSamlSettings(database.db));
      return { enabled: config !== null, displayName: doc.displayName };
    },

    /**
     * An AuthnRequest for the IdP: its ID is kept for REQUEST_LIFETIME_MS with `returnTo` (already
     * checked by the caller), the hash of the browser's secret and, when a signed-in user started it
     * to link the IdP's account to their own (issue 27), that user. Expired rows are cleared here.
     */
    async startLogin(input: { returnTo: string; browserSecret: string; linkUserId?: number; testUserId?: number }): Promise<{ redirectUrl: string }> {
      const { config, source } = await configured();
      const idp = await idpMetadata(source);
      const requestId = newRequestId();
      const redirectUrl = await authnRequestUrl(config, idp, requestId);
      const at = now();
      await database.write(async (tx) => {
        await forgetExpiredSamlRows(tx, at.toISOString());
        await insertSamlRequest(tx, {
          requestId,
          browserHash: hashBrowserSecret(input.browserSecret),
          returnTo: input.returnTo,
          linkUserId: input.linkUserId ?? null,
          testUserId: input.testUserId ?? null,
          expiresAt: new Date(at.getTime() + REQUEST_LIFETIME_MS).toISOString(),
        });
      });
      return { redirectUrl };
    },

    /**
     * Checks the posted SAMLResponse; nothing is written unless every check passes. Then, in one
     * transaction, the request is consumed (only from the browser that started it) and the
     * assertion remembered; then the core signs the person in. A refusal is a Refusal whose message
     * is one of IDENTITY_ERROR_CODES, with the failed check as `reason`.
     */
    async finishLogin(input: { samlResponse: string; browserSecret: string | undefined }): Promise<{ result: ProviderSignInResult; returnTo: string } | SamlTestFinish> {
      const { config, source } = await configured();
      const [idp, keys] = await Promise.all([idpMetadata(source), spKeys(config)]);
      const nowIso = now().toISOString();
      let checked: CheckedAssertion;
      try {
        checked = await checkResponse(config, idp, input.samlResponse, (id) => isSamlRequestPending(database.db, id, nowIso), keys);
      } catch (error) {
        if (!(error instanceof SamlResponseError)) throw error;
        const test = await failedTest(claimedRequestId(input.samlResponse), input.browserSecret, nowIso, refusalFor(error.reason));
        if (test) return test;
        throw refusalFor(error.reason);
      }
      // A transient NameID changes at every sign-in: it cannot say who someone is next time.
      if (checked.nameIdFormat === TRANSIENT_NAME_ID) {
        const test = await failedTest(checked.requestId, input.browserSecret, nowIso, refusalFor("subject"));
        if (test) return test;
        throw refusalFor("subject");
      }
      const identity = identityOf(config, checked);
      const request = await database.write(async (tx) => {
        const taken = await takeSamlRequest(tx, checked.requestId, nowIso);
        if (!taken) throw refusalFor("in_response_to");
        // Started in another browser: a response captured elsewhere and posted from here.
        if (!input.browserSecret || hashBrowserSecret(input.browserSecret) !== taken.browserHash) throw refusalFor("browser");
        const first = await rememberAssertion(tx, { issuer: checked.issuer, assertionId: checked.assertionId, expiresAt: checked.keepUntil.toISOString() });
        if (!first) throw refusalFor("replayed");
        return taken;
      });
      // A super admin's test: what the IdP said is handed back; nobody is signed in or created.
      if (request.testUserId !== null) return { outcome: "test", testUserId: request.testUserId, identity, refusal: null, returnTo: request.returnTo };
      try {
        const result = request.linkUserId === null ? await providerSignIn.signIn(identity) : await providerSignIn.linkFromSession(identity, request.linkUserId);
        return { result, returnTo: request.returnTo };
      } catch (error) {
        // Refused (disabled, no e-mail): the assertion stays spent. Failed for a reason that is not
        // the person's (the database, the audit log): nothing of this attempt is kept, so the
        // change and its audit entry stay all or nothing, and the same response may be posted again.
        if (!(error instanceof Refusal)) {
          await database
            .write(async (tx) => {
              await restoreSamlRequest(tx, request);
              await forgetAssertion(tx, checked.issuer, checked.assertionId);
            })
            .catch((undo: unknown) => deps.report?.(undo));
        }
        throw error;
      }
    },
  };
}

export type SamlService = ReturnType<typeof createSamlService>;
