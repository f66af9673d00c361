// A SAML 2.0 identity provider for the tests, built with samlify and served on loopback: it
// publishes its metadata over HTTP, reads Steward's real AuthnRequest at its SSO address
// (HTTP-Redirect binding) and answers, as Shibboleth does, with a page holding a form that posts a
// signed response to the ACS. The test chooses who signs in and, for the bad cases, what to get
// wrong (audience, recipient, times, which key signs, nothing signed). Keys: the PEM files in
// tests/support/saml-fixtures/ (test-only, made with `openssl req -x509 -newkey rsa:2048`).
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import * as samlify from "samlify";

// samlify asks for an XSD validator before it reads any message. The messages it reads here are
// Steward's own AuthnRequests; what is under test is Steward's checking of the responses.
samlify.setSchemaValidator({ validate: async () => "not validated: test identity provider" });

const fixture = (name: string) => readFileSync(new URL(`./saml-fixtures/${name}`, import.meta.url), "utf8");
export const IDP_KEY = fixture("idp-key.pem");
export const IDP_CERT = fixture("idp-cert.pem");
/** A key pair the service provider has never heard of. */
export const FOREIGN_KEY = fixture("foreign-key.pem");
export const FOREIGN_CERT = fixture("foreign-cert.pem");
/** Steward's own key pair in the tests that turn on encrypted assertions. */
export const SP_KEY_FILE = new URL("./saml-fixtures/sp-key.pem", import.meta.url).pathname;
export const SP_CERT_FILE = new URL("./saml-fixtures/sp-cert.pem", import.meta.url).pathname;

const REDIRECT = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";
export const PERSISTENT = "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent";
export const TRANSIENT = "urn:oasis:names:tc:SAML:2.0:nameid-format:transient";
const URI_FORMAT = "urn:oasis:names:tc:SAML:2.0:attrname-format:uri";

/** The attribute names InCommon's IdPs send (and Steward's defaults). */
export const ATTR = {
  mail: "urn:oid:0.9.2342.19200300.100.1.3",
  displayName: "urn:oid:2.16.840.1.113730.3.1.241",
  isMemberOf: "urn:oid:1.3.6.1.4.1.5923.1.5.1.1",
  eduPersonAffiliation: "urn:oid:1.3.6.1.4.1.5923.1.1.1.1",
} as const;

export interface SamlTestUser {
  nameId: string;
  nameIdFormat?: string;
  email?: string | null;
  name?: string;
  groups?: string[];
  affiliations?: string[];
  /** Any further attributes, by name. */
  attributes?: Record<string, string[]>;
}

/** The response template's tags: every one may be replaced to make a bad response. */
export type ResponseTag =
  | "ID"
  | "AssertionID"
  | "Destination"
  | "Audience"
  | "SubjectRecipient"
  | "Issuer"
  | "IssueInstant"
  | "InResponseTo"
  | "ConditionsNotBefore"
  | "ConditionsNotOnOrAfter"
  | "SubjectConfirmationDataNotOnOrAfter"
  | "NameIDFormat"
  | "NameID"
  | "StatusCode";

export interface ResponseOptions {
  /** What is signed: the assertion (Shibboleth's default), the whole response, both, or nothing. */
  sign?: "assertion" | "response" | "both" | "none";
  /** Whose key signs: the IdP's own (in its metadata) or one the SP does not know. */
  key?: "idp" | "foreign";
  overrides?: Partial<Record<ResponseTag, string>>;
  /** Encrypt the (signed) assertion with the SP's encryption certificate from its metadata, as Shibboleth does. */
  encrypt?: boolean;
}

export interface PostedForm {
  /** Where the page's form posts: the ACS the AuthnRequest named. */
  action: string;
  SAMLResponse: string;
  RelayState?: string;
  /** The AuthnRequest's ID, which the response names in InResponseTo. */
  requestId: string;
}

export interface TestIdp {
  url: string;
  entityId: string;
  metadataUrl: string;
  ssoUrl: string;
  metadataXml: string;
  /** As a federation registers a service provider: its metadata (Steward's GET /api/auth/saml/metadata). */
  registerServiceProvider(metadataXml: string): void;
  /** Who the next visits to the SSO address sign in as, and what the response gets wrong. */
  signInAs(user: SamlTestUser, options?: ResponseOptions): void;
  /** What the browser does at the IdP: follow Steward's redirect, read the auto-posting form. */
  visit(loginRedirect: string): Promise<PostedForm>;
  /** A response built directly (an IdP-initiated or forged one), for the ACS named; base64. */
  respond(input: { acsUrl: string; requestId: string; user: SamlTestUser; options?: ResponseOptions }): Promise<string>;
  /** How many times the metadata was fetched. */
  metadataFetches(): number;
  close(): Promise<void>;
}

const escapeXml = (v: string) => v.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const RESPONSE_TEMPLATE =
  '<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="{ID}" Version="2.0" IssueInstant="{IssueInstant}" Destination="{Destination}" InResponseTo="{InResponseTo}">' +
  "<saml:Issuer>{Issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value=\"{StatusCode}\"/></samlp:Status>" +
  '<saml:Assertion xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xs="http://www.w3.org/2001/XMLSchema" ID="{AssertionID}" Version="2.0" IssueInstant="{IssueInstant}">' +
  "<saml:Issuer>{Issuer}</saml:Issuer>" +
  '<saml:Subject><saml:NameID Format="{NameIDFormat}">{NameID}</saml:NameID>' +
  '<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="{SubjectConfirmationDataNotOnOrAfter}" Recipient="{SubjectRecipient}" InResponseTo="{InResponseTo}"/></saml:SubjectConfirmation></saml:Subject>' +
  '<saml:Conditions NotBefore="{ConditionsNotBefore}" NotOnOrAfter="{ConditionsNotOnOrAfter}"><saml:AudienceRestriction><saml:Audience>{Audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions>' +
  '<saml:AuthnStatement AuthnInstant="{IssueInstant}" SessionIndex="{AssertionID}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>' +
  "{AttributeStatement}</saml:Assertion></samlp:Response>";

function attributeStatement(user: SamlTestUser): string {
  const attributes: Record<string, string[]> = { ...user.attributes };
  if (user.email) attributes[ATTR.mail] = [user.email];
  if (user.name) attributes[ATTR.displayName] = [user.name];
  if (user.groups?.length) attributes[ATTR.isMemberOf] = user.groups;
  if (user.affiliations?.length) attributes[ATTR.eduPersonAffiliation] = user.affiliations;
  const entries = Object.entries(attributes);
  if (entries.length === 0) return "";
  const body = entries
    .map(
      ([name, values]) =>
        `<saml:Attribute Name="${escapeXml(name)}" NameFormat="${URI_FORMAT}">` +
        values.map((v) => `<saml:AttributeValue xsi:type="xs:string">${escapeXml(v)}</saml:AttributeValue>`).join("") +
        "</saml:Attribute>",
    )
    .join("");
  return `<saml:AttributeStatement>${body}</saml:AttributeStatement>`;
}

const pemBody = (pem: string) => pem.replace(/-----[^-]+-----/g, "").replace(/\s+/g, "");

const newId = () => `_${randomBytes(20).toString("hex")}`;

export async function startSamlIdp(opts: { entityId?: string } = {}): Promise<TestIdp> {
  let fetches = 0;
  let next: { user: SamlTestUser; options: ResponseOptions } | null = null;
  let spMetadata: string | null = null;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://idp");
    if (req.method === "GET" && url.pathname === "/metadata") {
      fetches += 1;
      res.writeHead(200, { "content-type": "application/samlmetadata+xml" });
      res.end(idp.metadataXml);
      return;
    }
    if (req.method === "GET" && url.pathname === "/sso") {
      handleSso(url)
        .then((page) => {
          res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
          res.end(page);
        })
        .catch((e: unknown) => {
          res.writeHead(400, { "content-type": "text/plain" });
          res.end(String(e instanceof Error ? e.message : e));
        });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;
  const entityId = opts.entityId ?? `${base}/idp`;
  const ssoUrl = `${base}/sso`;

  const entity = samlify.IdentityProvider({
    entityID: entityId,
    signingCert: IDP_CERT,
    privateKey: IDP_KEY,
    singleSignOnService: [{ Binding: REDIRECT, Location: ssoUrl }],
    nameIDFormat: [PERSISTENT],
    wantAuthnRequestsSigned: false,
    // Only responses asked to be encrypted are (ResponseOptions.encrypt); AES-256-CBC, RSA-OAEP.
    isAssertionEncrypted: true,
  });
  const metadataXml = entity.getMetadata();

  async function respond(input: { acsUrl: string; requestId: string; user: SamlTestUser; options?: ResponseOptions }): Promise<string> {
    const { acsUrl, requestId, user, options = {} } = input;
    const now = new Date();
    const later = new Date(now.getTime() + 5 * 60_000).toISOString();
    const values: Record<ResponseTag, string> = {
      ID: newId(),
      AssertionID: newId(),
      Destination: acsUrl,
      Audience: "",
      SubjectRecipient: acsUrl,
      Issuer: entityId,
      IssueInstant: now.toISOString(),
      InResponseTo: requestId,
      ConditionsNotBefore: now.toISOString(),
      ConditionsNotOnOrAfter: later,
      SubjectConfirmationDataNotOnOrAfter: later,
      NameIDFormat: user.nameIdFormat ?? PERSISTENT,
      NameID: user.nameId,
      StatusCode: "urn:oasis:names:tc:SAML:2.0:status:Success",
      ...options.overrides,
    };
    // samlify escapes every value it puts in; the attribute statement is XML, so it goes in after.
    const xml = samlify.SamlLib.replaceTagsByValue(RESPONSE_TEMPLATE, values).replace("{AttributeStatement}", attributeStatement(user));
    const sign = options.sign ?? "assertion";
    const foreign = options.key === "foreign";
    const signing = {
      privateKey: foreign ? FOREIGN_KEY : IDP_KEY,
      // samlify wants the certificate's base64 body here, without the PEM lines.
      signingCert: pemBody(foreign ? FOREIGN_CERT : IDP_CERT),
      signatureAlgorithm: "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
      isBase64Output: false,
    };
    let signed = xml;
    if (sign === "assertion" || sign === "both") {
      signed = samlify.SamlLib.constructSAMLSignature({
        ...signing,
        rawSamlMessage: signed,
        referenceTagXPath: "/*[local-name(.)='Response']/*[local-name(.)='Assertion']",
        signatureConfig: {
          prefix: "ds",
          location: { reference: "/*[local-name(.)='Response']/*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: "after" },
        },
      });
    }
    if (sign === "response" || sign === "both") {
      signed = samlify.SamlLib.constructSAMLSignature({
        ...signing,
        rawSamlMessage: signed,
        isMessageSigned: true,
        signatureConfig: { prefix: "ds", location: { reference: "/*[local-name(.)='Response']/*[local-name(.)='Issuer']", action: "after" } },
      });
    }
    if (options.encrypt) {
      if (!spMetadata) throw new Error("no service provider registered (registerServiceProvider)");
      return samlify.SamlLib.encryptAssertion(entity, samlify.ServiceProvider({ metadata: spMetadata }), signed);
    }
    return Buffer.from(signed, "utf8").toString("base64");
  }

  async function handleSso(url: URL): Promise<string> {
    if (!next) throw new Error("the test has not said who signs in (signInAs)");
    const { user, options } = next;
    if (!spMetadata) throw new Error("no service provider registered (registerServiceProvider)");
    // samlify reads Steward's AuthnRequest as the binding delivers it (deflated, base64, in the query).
    const sp = samlify.ServiceProvider({ metadata: spMetadata });
    const parsed = await entity.parseLoginRequest(sp, "redirect", { query: Object.fromEntries(url.searchParams) });
    // samlify's extractor gives the attributes camel-cased: ID is `id`, AssertionConsumerServiceURL `assertionConsumerServiceUrl`.
    const request = parsed.extract.request as Record<string, string>;
    const issuer = parsed.extract.issuer as string;
    const acsUrl = request["assertionConsumerServiceUrl"] ?? sp.entityMeta.getAssertionConsumerService("post");
    if (issuer !== sp.entityMeta.getEntityID()) throw new Error(`AuthnRequest from ${issuer}, not the registered SP`);
    const SAMLResponse = await respond({
      acsUrl: String(acsUrl),
      requestId: request["id"]!,
      user,
      options: { ...options, overrides: { Audience: sp.entityMeta.getEntityID(), ...options.overrides } },
    });
    const relayState = url.searchParams.get("RelayState");
    const relayField = relayState ? `<input type="hidden" name="RelayState" value="${escapeXml(relayState)}"/>` : "";
    return (
      `<!doctype html><html><body onload="document.forms[0].submit()"><form method="post" action="${escapeXml(String(acsUrl))}" data-request-id="${escapeXml(request["id"]!)}">` +
      `<input type="hidden" name="SAMLResponse" value="${SAMLResponse}"/>${relayField}<noscript><button>Continue</button></noscript></form></body></html>`
    );
  }

  const idp: TestIdp = {
    url: base,
    entityId,
    metadataUrl: `${base}/metadata`,
    ssoUrl,
    metadataXml,
    signInAs(user, options = {}) {
      next = { user, options };
    },
    async visit(loginRedirect) {
      const res = await fetch(loginRedirect);
      const page = await res.text();
      if (!res.ok) throw new Error(`the IdP refused the AuthnRequest: ${page}`);
      const attr = (name: string) => page.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1];
      const unescape = (v: string) => v.replace(/&quot;/g, '"').replace(/&gt;/g, ">").replace(/&lt;/g, "<").replace(/&amp;/g, "&");
      const action = page.match(/<form method="post" action="([^"]*)"/)?.[1];
      const requestId = page.match(/data-request-id="([^"]*)"/)?.[1];
      const relay = attr("RelayState");
      return {
        action: unescape(action ?? ""),
        SAMLResponse: attr("SAMLResponse") ?? "",
        ...(relay === undefined ? {} : { RelayState: unescape(relay) }),
        requestId: unescape(requestId ?? ""),
      };
    },
    respond,
    metadataFetches: () => fetches,
    registerServiceProvider(xml: string) {
      spMetadata = xml;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
  return idp;
}
