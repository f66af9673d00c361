// The SAML 2.0 service provider, on @node-saml/node-saml: the AuthnRequest (HTTP-Redirect binding),
// the SP's metadata, and the checking of a response posted to the ACS (HTTP-POST binding). What
// node-saml checks: the signature over the assertion with the IdP's certificate from its metadata
// (a signed response alone is not enough: wantAssertionsSigned), one assertion only, the audience,
// NotBefore/NotOnOrAfter with a small clock skew, and InResponseTo against a pending request. What
// it leaves to us, checked here on the signed assertion: the issuer, the recipient of every bearer
// confirmation and the response's Destination (both must be our ACS), and what replay protection
// needs (the assertion's ID and how long it could be valid).
import { SAML, SamlStatusError, ValidateInResponseTo, generateServiceProviderMetadata, type CacheProvider, type Profile } from "@node-saml/node-saml";
import { Buffer } from "node:buffer";
import { DOMParser } from "@xmldom/xmldom";
import { certificateToPem, type IdpMetadata } from "./idp-metadata.ts";
import type { SpKeys } from "./metadata-source.ts";
import type { SamlConfig } from "./saml-config.ts";

/** How far the IdP's clock may be from ours. Small: assertions live minutes. */
export const CLOCK_SKEW_MS = 60_000;
/** How long an AuthnRequest waits for its response: the time to type a password and an MFA code. */
export const REQUEST_LIFETIME_MS = 10 * 60_000;
/** An assertion older than this (from its IssueInstant) is refused whatever its NotOnOrAfter says. */
export const MAX_ASSERTION_AGE_MS = 10 * 60_000;

export const TRANSIENT_NAME_ID = "urn:oasis:names:tc:SAML:2.0:nameid-format:transient";

/** Why a response was refused, as the ACS answers it (`reason`) and docs/security.md names it. */
export type SamlRejection =
  | "malformed"
  | "signature"
  | "issuer"
  | "audience"
  | "recipient"
  | "destination"
  | "expired"
  | "in_response_to"
  | "replayed"
  | "idp_status"
  | "subject";

export class SamlResponseError extends Error {
  constructor(
    readonly reason: SamlRejection,
    detail: string,
  ) {
    super(detail);
    this.name = "SamlResponseError";
  }
}

/** A response that passed every check: who the IdP says signed in, and what replay protection needs. */
export interface CheckedAssertion {
  requestId: string;
  issuer: string;
  assertionId: string;
  /** Until when the assertion could still be accepted (plus the clock skew): keep its ID that long. */
  keepUntil: Date;
  nameId: string;
  nameIdFormat: string | null;
  /** Every attribute by name, values as strings. */
  attributes: Record<string, string[]>;
}

/** Nothing is stored by node-saml: the request rows are ours (saml-service.ts), read through `isPending`. */
function pendingRequests(isPending: (requestId: string) => Promise<boolean>): CacheProvider {
  return {
    saveAsync: async () => null,
    // node-saml compares the value with its own expiry period; ours is checked by isPending.
    getAsync: async (key) => ((await isPending(key)) ? new Date().toISOString() : null),
    // Consumed atomically by the service once every check has passed, never here.
    removeAsync: async () => null,
  };
}

function samlFor(
  config: SamlConfig,
  idp: IdpMetadata,
  extra: { requestId?: string; isPending?: (id: string) => Promise<boolean>; keys?: SpKeys | null } = {},
): SAML {
  return new SAML({
    issuer: config.spEntityId,
    callbackUrl: config.acsUrl,
    entryPoint: idp.ssoUrl,
    idpCert: idp.signingCerts.map(certificateToPem),
    audience: config.spEntityId,
    wantAssertionsSigned: true,
    // Shibboleth signs the assertion, not the response, by default; the assertion's signature is required.
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    maxAssertionAgeMs: MAX_ASSERTION_AGE_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_LIFETIME_MS,
    cacheProvider: pendingRequests(extra.isPending ?? (async () => false)),
    // Let the IdP choose its NameID format and authentication method (an MFA-only IdP answers
    // NoAuthnContext to a request for a password).
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    ...(extra.requestId ? { generateUniqueId: () => extra.requestId! } : {}),
    // An encrypted assertion is decrypted with our key, then its signature is checked as above.
    ...(extra.keys ? { decryptionPvk: extra.keys.privateKey } : {}),
  });
}

/** The SP's metadata, for the IdP or the federation's registry. */
export function serviceProviderMetadata(config: SamlConfig, keys: SpKeys | null): string {
  return generateServiceProviderMetadata({
    issuer: config.spEntityId,
    callbackUrl: config.acsUrl,
    wantAssertionsSigned: true,
    identifierFormat: null,
    // With a key pair, its certificate is published for encryption (KeyDescriptor use="encryption").
    ...(keys ? { decryptionPvk: keys.privateKey, decryptionCert: keys.cert } : {}),
  });
}

/** The IdP's SSO address with the AuthnRequest whose ID is `requestId` (HTTP-Redirect binding). */
export async function authnRequestUrl(config: SamlConfig, idp: IdpMetadata, requestId: string): Promise<string> {
  return samlFor(config, idp, { requestId }).getAuthorizeUrlAsync("", undefined, {});
}

type XmlJs = Record<string, unknown> & { $?: Record<string, string>; _?: string };
const list = (v: unknown): XmlJs[] => (Array.isArray(v) ? (v as XmlJs[]) : []);
const first = (v: unknown): XmlJs | undefined => list(v)[0];

/** What node-saml's error messages mean, in our words. */
function rejectionOf(error: unknown): SamlResponseError {
  if (error instanceof SamlResponseError) return error;
  if (error instanceof SamlStatusError) return new SamlResponseError("idp_status", error.message);
  const message = error instanceof Error ? error.message : String(error);
  const reason: SamlRejection = /InResponseTo/i.test(message)
    ? "in_response_to"
    : /signature|signed data/i.test(message)
      ? "signature"
      : /expired|not yet valid|subject confirmation/i.test(message)
        ? "expired"
        : /audience/i.test(message)
          ? "audience"
          : "malformed";
  return new SamlResponseError(reason, message);
}

const SAML2P = "urn:oasis:names:tc:SAML:2.0:protocol";

/** The posted response's root, if it is well-formed XML and a samlp:Response at all. */
function responseRoot(samlResponse: string): Element {
  let broken = false;
  const xml = Buffer.from(samlResponse, "base64").toString("utf8");
  const parser = new DOMParser({ errorHandler: { warning: () => {}, error: () => (broken = true), fatalError: () => (broken = true) } });
  let root: Element | null | undefined;
  try {
    root = parser.parseFromString(xml, "text/xml")?.documentElement;
  } catch {
    broken = true;
  }
  if (broken || !root || root.namespaceURI !== SAML2P || root.localName !== "Response") {
    throw new SamlResponseError("malformed", "not a SAML 2.0 Response");
  }
  return root;
}

/**
 * The InResponseTo a response claims, NOT verified: only to find which request a refused response
 * answered (a test sign-in shows its failure to the super admin who started it). Null when unreadable.
 */
export function claimedRequestId(samlResponse: string): string | null {
  try {
    return responseRoot(samlResponse).getAttribute("InResponseTo") || null;
  } catch {
    return null;
  }
}

function attributeValues(assertion: XmlJs): Record<string, string[]> {
  const attributes: Record<string, string[]> = {};
  for (const statement of list(assertion["AttributeStatement"])) {
    for (const attribute of list(statement["Attribute"])) {
      const name = attribute.$?.["Name"];
      if (!name) continue;
      const values = list(attribute["AttributeValue"])
        .map((v) => (typeof v === "string" ? v : v._))
        .filter((v): v is string => typeof v === "string")
        .map((v) => v.trim())
        .filter((v) => v.length > 0);
      attributes[name] = [...(attributes[name] ?? []), ...values];
    }
  }
  return attributes;
}

const instant = (value: string | undefined): number | null => {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
};

/**
 * Checks a base64 SAMLResponse from the ACS form. `isPending` says whether an AuthnRequest ID is
 * one of ours, still waiting; it is not consumed here. Throws SamlResponseError.
 */
export async function checkResponse(
  config: SamlConfig,
  idp: IdpMetadata,
  samlResponse: string,
  isPending: (requestId: string) => Promise<boolean>,
  keys: SpKeys | null = null,
): Promise<CheckedAssertion> {
  const root = responseRoot(samlResponse);
  // A failed lookup (the database down) is not the response's fault: it must not read as one.
  let lookupFailure: { error: unknown } | null = null;
  const pending = async (requestId: string) => {
    try {
      return await isPending(requestId);
    } catch (error) {
      lookupFailure = { error };
      throw error;
    }
  };
  let profile: Profile | null;
  try {
    ({ profile } = await samlFor(config, idp, { isPending: pending, keys }).validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (error) {
    if (lookupFailure) throw (lookupFailure as { error: unknown }).error;
    throw rejectionOf(error);
  }
  if (!profile) throw new SamlResponseError("malformed", "no assertion in the response");
  const requestId = typeof profile["inResponseTo"] === "string" ? profile["inResponseTo"] : null;
  if (!requestId) throw new SamlResponseError("in_response_to", "the response answers no request of ours");
  // The parts below are read from the signed assertion that node-saml verified.
  const assertion = (profile.getAssertion?.() as { Assertion?: XmlJs } | undefined)?.Assertion;
  if (!assertion) throw new SamlResponseError("malformed", "no assertion in the response");
  const issuer = first(assertion["Issuer"])?._ ?? profile.issuer;
  if (issuer !== idp.entityId) throw new SamlResponseError("issuer", `assertion issued by ${issuer}, not ${idp.entityId}`);
  // The Destination is outside the assertion's signature; present, it must still name our ACS.
  const destination = root.getAttribute("Destination") || null;
  if (destination !== null && destination !== config.acsUrl) throw new SamlResponseError("destination", `response sent to ${destination}`);
  const subject = first(assertion["Subject"]);
  const confirmations = list(subject?.["SubjectConfirmation"]).filter((c) => c.$?.["Method"] === "urn:oasis:names:tc:SAML:2.0:cm:bearer");
  const confirmationData = confirmations.map((c) => first(c["SubjectConfirmationData"])?.$ ?? {});
  if (confirmationData.length === 0) throw new SamlResponseError("recipient", "no bearer subject confirmation");
  for (const data of confirmationData) {
    if (data["Recipient"] !== config.acsUrl) throw new SamlResponseError("recipient", `assertion for ${data["Recipient"] ?? "no recipient"}`);
  }
  const assertionId = assertion.$?.["ID"];
  const issuedAt = instant(assertion.$?.["IssueInstant"]);
  if (!assertionId || issuedAt === null) throw new SamlResponseError("malformed", "assertion without ID or IssueInstant");
  // Valid at most until the earliest of: its maximum age, the Conditions' end, and the latest end
  // of a confirmation (node-saml accepts any one confirmation whose times hold).
  const confirmationEnds = confirmationData.map((d) => instant(d["NotOnOrAfter"])).filter((ms): ms is number => ms !== null);
  const ends = [
    issuedAt + MAX_ASSERTION_AGE_MS,
    instant(first(assertion["Conditions"])?.$?.["NotOnOrAfter"]),
    confirmationEnds.length > 0 ? Math.max(...confirmationEnds) : null,
  ].filter((ms): ms is number => ms !== null);
  const nameIdNode = first(subject?.["NameID"]);
  const nameId = nameIdNode?._?.trim();
  if (!nameId) throw new SamlResponseError("subject", "assertion without a NameID");
  return {
    requestId,
    issuer,
    assertionId,
    keepUntil: new Date(Math.min(...ends) + CLOCK_SKEW_MS),
    nameId,
    nameIdFormat: nameIdNode?.$?.["Format"] ?? null,
    attributes: attributeValues(assertion),
  };
}
