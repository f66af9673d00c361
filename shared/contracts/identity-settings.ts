// The identity provider settings (issue 33, point 7): what each route takes and answers. Checks
// that need the server (https or loopback, which fields the environment fixes) are the service's;
// its sentences are in the API's identityProviderSettings namespace.
import { z } from "zod";
import { OIDC_SETTING_FIELDS, SAML_SETTING_FIELDS, type IdentitySettingsDoc, type SignInTestResult } from "../identity-settings.ts";
import { answer, invalid, jsonBody, refused } from "./answers.ts";
import { identitySettingsEndpoints } from "./identity-settings-endpoints.ts";

const oidcDocSchema = z.object({
  enabled: z.boolean(),
  issuer: z.string(),
  clientId: z.string(),
  clientSecretSet: z.boolean(),
  scopes: z.string(),
  displayName: z.string(),
  emailVerifiedClaim: z.string(),
  groupsClaim: z.string(),
  locked: z.array(z.enum(OIDC_SETTING_FIELDS)),
  redirectUri: z.string(),
  ready: z.boolean(),
});

const samlDocSchema = z.object({
  enabled: z.boolean(),
  idpEntityId: z.string(),
  ssoUrl: z.string(),
  idpCertificates: z.string(),
  idpCertificateFacts: z.array(z.object({ subject: z.string(), notAfter: z.string(), sha256: z.string() })),
  displayName: z.string(),
  spPrivateKeySet: z.boolean(),
  spCertificate: z.string(),
  emailAttribute: z.string(),
  nameAttribute: z.string(),
  groupsAttributes: z.array(z.string()),
  locked: z.array(z.enum(SAML_SETTING_FIELDS)),
  lockedBy: z.partialRecord(z.enum(SAML_SETTING_FIELDS), z.string()),
  spEntityId: z.string(),
  acsUrl: z.string(),
  spMetadataUrl: z.string(),
  ready: z.boolean(),
  updatedAt: z.string().nullable(),
});

export const identitySettingsDocSchema = z.object({ oidc: oidcDocSchema, saml: samlDocSchema, updatedAt: z.string().nullable() }) satisfies z.ZodType<IdentitySettingsDoc>;

/** Strings are checked by the service, which says what is wrong in the reader's language. */
const field = z.string().max(2048);

export const oidcSettingsInputSchema = z.strictObject({
  enabled: z.boolean(),
  issuer: field,
  clientId: field,
  /** Absent or empty: the secret already kept stays. Never answered. */
  clientSecret: field.optional(),
  scopes: field,
  displayName: field,
  emailVerifiedClaim: field,
  groupsClaim: field,
});
export type OidcSettingsInput = z.infer<typeof oidcSettingsInputSchema>;

/** PEM text: certificates and keys are longer than the other fields. */
const pem = z.string().max(20_000);

export const samlSettingsInputSchema = z.strictObject({
  enabled: z.boolean(),
  idpEntityId: field,
  ssoUrl: field,
  idpCertificates: pem,
  displayName: field,
  /** Absent or empty: the key already kept stays. Never answered. */
  spPrivateKey: pem.optional(),
  /** Empty, with no key kept or sent: no key pair (assertions come in clear). */
  spCertificate: pem,
  emailAttribute: field,
  nameAttribute: field,
  groupsAttributes: z.array(field).max(20),
});
export type SamlSettingsInput = z.infer<typeof samlSettingsInputSchema>;

/** Each section is saved on its own: a PUT with only `saml` leaves the OpenID Connect settings as they are. */
export const identitySettingsInputSchema = z.strictObject({ oidc: oidcSettingsInputSchema.optional(), saml: samlSettingsInputSchema.optional() });
export type IdentitySettingsInput = z.infer<typeof identitySettingsInputSchema>;

export const signInTestResultSchema = z.object({
  provider: z.enum(["oidc", "saml"]),
  outcome: z.enum(["received", "failed"]),
  code: z.string().nullable(),
  reason: z.string().nullable(),
  subject: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  name: z.string().nullable(),
  groups: z.array(z.string()),
  wouldSignIn: z.enum(["signed_in", "pending_activation", "refused"]).nullable(),
  at: z.string(),
}) satisfies z.ZodType<SignInTestResult>;

const settingsAnswer = answer(
  "{oidc:{enabled,issuer,clientId,clientSecretSet,scopes,displayName,emailVerifiedClaim,groupsClaim,locked,redirectUri,ready},saml:{enabled,idpEntityId,ssoUrl,idpCertificates,idpCertificateFacts,displayName,spPrivateKeySet,spCertificate,emailAttribute,nameAttribute,groupsAttributes,locked,lockedBy,spEntityId,acsUrl,spMetadataUrl,ready,updatedAt},updatedAt}",
  identitySettingsDocSchema,
);

export const identitySettingsContracts = {
  getSettings: {
    ...identitySettingsEndpoints.getSettings, summary: "The identity provider settings in force, environment over database; the client secret only as whether one is set (super admin)", tags: ["identity"],
    responses: { 200: settingsAnswer },
  },
  putSettings: {
    ...identitySettingsEndpoints.putSettings, summary: "Save the identity provider settings, oidc and/or saml (fields the environment sets are left as they are; no clientSecret or spPrivateKey keeps the one kept) (super admin)", tags: ["identity"],
    request: { body: jsonBody(identitySettingsInputSchema) },
    responses: { 200: settingsAnswer, 400: invalid("ValidationError: each field's sentence") },
  },
  startTest: {
    ...identitySettingsEndpoints.startTest, summary: "Start a test sign-in at the provider with the saved settings: nobody is signed in or provisioned (super admin)", tags: ["identity"],
    request: { query: z.object({ returnTo: z.string().max(2048).optional(), provider: z.enum(["oidc", "saml"]).optional().describe("oidc when absent") }) },
    responses: {
      200: answer('{"url"}: the provider\'s address to open', z.object({ url: z.string() })),
      404: refused("PROVIDER_NOT_CONFIGURED"),
      502: refused("PROVIDER_UNAVAILABLE"),
      503: refused("PROVIDER_UNAVAILABLE: the SAML IdP's metadata or the SP's key files cannot be read"),
    },
  },
  getTest: {
    ...identitySettingsEndpoints.getTest, summary: "What a test sign-in received, for the super admin who started it", tags: ["identity"],
    request: { params: z.object({ key: z.string().min(1).max(100) }) },
    responses: { 200: answer("{doc: SignInTestResult}", z.object({ doc: signInTestResultSchema })), 404: refused("NOT_FOUND") },
  },
};
export type IdentitySettingsContracts = typeof identitySettingsContracts;
