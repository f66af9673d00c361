// Issue 17 point 2: what Steward reads from an identity provider's SAML metadata (a single entity or
// a federation's aggregate, as InCommon publishes it), the SAML settings' own checks, and a sign-in
// whose IdP is named by a metadata file in the middle of a signing-key rollover.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseIdpMetadata } from "../src/saml/idp-metadata.ts";
import { loadSettings } from "../src/settings.ts";
import { FOREIGN_CERT, IDP_CERT, startSamlIdp, type TestIdp } from "../../tests/support/saml-idp.ts";
import { call, createHarness } from "./harness.ts";
import { insertUser } from "./fixtures.ts";

const body = (pem: string) => pem.replace(/-----[^-]+-----/g, "").replace(/\s+/g, "");
const MD = 'xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#"';

function idpEntity(entityId: string, opts: { certs?: string[]; sso?: string; use?: string | null } = {}) {
  const keys = (opts.certs ?? [body(IDP_CERT)])
    .map((c) => `<md:KeyDescriptor${opts.use === null ? "" : ` use="${opts.use ?? "signing"}"`}><ds:KeyInfo><ds:X509Data><ds:X509Certificate>\n${c}\n</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`)
    .join("");
  return (
    `<md:EntityDescriptor entityID="${entityId}"><md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${keys}` +
    `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://idp.example/post"/>` +
    `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${opts.sso ?? "https://idp.example/sso"}"/>` +
    `</md:IDPSSODescriptor></md:EntityDescriptor>`
  );
}
const single = (entity: string) => entity.replace("<md:EntityDescriptor ", `<md:EntityDescriptor ${MD} `);
const aggregate = (...entities: string[]) => `<md:EntitiesDescriptor ${MD} Name="urn:mace:incommon">${entities.join("")}</md:EntitiesDescriptor>`;
const spEntity = (id: string) =>
  `<md:EntityDescriptor entityID="${id}"><md:SPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"><md:AssertionConsumerService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://sp.example/acs" index="1"/></md:SPSSODescriptor></md:EntityDescriptor>`;

describe("the IdP's metadata", () => {
  it("gives the entityID, the HTTP-Redirect SSO address and the signing certificate", () => {
    expect(parseIdpMetadata(single(idpEntity("https://idp.uni.edu/idp/shibboleth")))).toEqual({
      entityId: "https://idp.uni.edu/idp/shibboleth",
      ssoUrl: "https://idp.example/sso",
      signingCerts: [body(IDP_CERT)],
    });
  });

  it("keeps every signing certificate during a rollover, and counts a KeyDescriptor without `use` as signing", () => {
    const two = parseIdpMetadata(single(idpEntity("https://idp.uni.edu/idp", { certs: [body(IDP_CERT), body(FOREIGN_CERT)] })));
    expect(two.signingCerts).toEqual([body(IDP_CERT), body(FOREIGN_CERT)]);
    expect(parseIdpMetadata(single(idpEntity("https://idp.uni.edu/idp", { use: null }))).signingCerts).toEqual([body(IDP_CERT)]);
    expect(() => parseIdpMetadata(single(idpEntity("https://idp.uni.edu/idp", { use: "encryption" })))).toThrow(/no signing certificate/);
  });

  it("picks the IdP out of a federation's aggregate by SAML_IDP_ENTITY_ID, and says so when it must", () => {
    const federation = aggregate(spEntity("https://sp.example/shibboleth"), idpEntity("https://idp.a.edu/idp"), idpEntity("https://idp.b.edu/idp", { sso: "https://idp.b.edu/sso" }));
    expect(parseIdpMetadata(federation, "https://idp.b.edu/idp")).toMatchObject({ entityId: "https://idp.b.edu/idp", ssoUrl: "https://idp.b.edu/sso" });
    expect(() => parseIdpMetadata(federation)).toThrow(/holds 2 identity providers: set SAML_IDP_ENTITY_ID/);
    expect(() => parseIdpMetadata(federation, "https://idp.c.edu/idp")).toThrow(/no SAML 2.0 identity provider with entityID https:\/\/idp.c.edu\/idp/);
    // An aggregate with only one IdP needs no choice.
    expect(parseIdpMetadata(aggregate(spEntity("https://sp.example/sp"), idpEntity("https://idp.a.edu/idp"))).entityId).toBe("https://idp.a.edu/idp");
  });

  it("refuses what is not usable metadata, in words an operator can act on", () => {
    expect(() => parseIdpMetadata("<html>Login</html>")).toThrow(/is not SAML 2.0 metadata/);
    expect(() => parseIdpMetadata("<md:EntityDescriptor")).toThrow(/is not SAML 2.0 metadata/);
    expect(() => parseIdpMetadata(single(spEntity("https://sp.example/sp")))).toThrow(/no SAML 2.0 identity provider/);
    const postOnly = single(idpEntity("https://idp.uni.edu/idp")).replace(/<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect"[^>]*\/>/, "");
    expect(() => parseIdpMetadata(postOnly)).toThrow(/no SingleSignOnService for the HTTP-Redirect binding/);
  });
});

describe("the SAML settings", () => {
  const load = (env: Record<string, string>) => () => loadSettings(env);
  it("take the metadata from an address or a file, not both; an address over plain HTTP only on loopback", () => {
    expect(load({ SAML_IDP_METADATA_URL: "https://mdq.incommon.org/entities/x", SAML_IDP_METADATA_FILE: "/etc/idp.xml" })).toThrow(/SAML_IDP_METADATA_FILE: set SAML_IDP_METADATA_URL or SAML_IDP_METADATA_FILE, not both/);
    expect(load({ SAML_IDP_METADATA_URL: "http://idp.uni.edu/metadata" })).toThrow(/SAML_IDP_METADATA_URL: must be https:\/\//);
    expect(load({ SAML_IDP_METADATA_URL: "http://127.0.0.1:9000/metadata" })).not.toThrow();
    expect(load({ SAML_SP_PRIVATE_KEY_FILE: "/etc/sp-key.pem" })).toThrow(/SAML_SP_CERT_FILE: SAML_SP_PRIVATE_KEY_FILE and SAML_SP_CERT_FILE go together/);
  });

  it("default to the attribute names InCommon sends", () => {
    const s = loadSettings({});
    expect(s.SAML_ATTRIBUTE_EMAIL).toBe("urn:oid:0.9.2342.19200300.100.1.3");
    expect(s.SAML_ATTRIBUTE_NAME).toBe("urn:oid:2.16.840.1.113730.3.1.241");
    expect(s.SAML_ATTRIBUTE_GROUPS).toEqual(["urn:oid:1.3.6.1.4.1.5923.1.5.1.1", "urn:oid:1.3.6.1.4.1.5923.1.1.1.1"]);
  });
});

describe("an IdP named by a metadata file", () => {
  let idp: TestIdp;
  let dir: string;
  beforeAll(async () => {
    idp = await startSamlIdp();
    dir = mkdtempSync(join(tmpdir(), "steward-saml-"));
  });
  afterAll(async () => {
    await idp.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("signs in with the file's certificate, the new one of a rollover included, and reads the file once", async () => {
    // The IdP's published metadata with a second, older certificate listed first, as during a rollover.
    const rolled = idp.metadataXml.replace(/<KeyDescriptor use="signing">/, (m) => `${m.replace(">", "")}><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${body(FOREIGN_CERT)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></KeyDescriptor>${m}`);
    expect(parseIdpMetadata(rolled).signingCerts).toEqual([body(FOREIGN_CERT), body(IDP_CERT)]);
    const file = join(dir, "idp-metadata.xml");
    writeFileSync(file, rolled);
    const h = await createHarness({ SAML_IDP_METADATA_FILE: file, STEWARD_PUBLIC_URL: "http://localhost" });
    try {
      h.clock.now = new Date();
      idp.registerServiceProvider((await call(h, "GET", "/api/auth/saml/metadata")).body as string);
      await insertUser(h, "ada@uni.edu", "social_media_manager");
      for (let i = 0; i < 2; i += 1) {
        const login = await h.app.request("http://localhost/api/auth/saml/login");
        const browser = login.headers.getSetCookie().find((c) => c.startsWith("steward_saml_browser="))!.split(";")[0]!;
        idp.signInAs({ nameId: "ada", email: "ada@uni.edu" });
        const form = await idp.visit(login.headers.get("location")!);
        const res = await h.app.request(form.action, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", cookie: browser },
          body: new URLSearchParams({ SAMLResponse: form.SAMLResponse }).toString(),
        });
        expect(res.headers.get("location")).toBe("/");
        expect(res.headers.getSetCookie().some((c) => c.startsWith("steward_session="))).toBe(true);
      }
      // The file was read once for both sign-ins (it is read again after an hour).
      rmSync(file);
      expect((await h.app.request("http://localhost/api/auth/saml/login")).headers.get("location")).toContain(idp.ssoUrl);
    } finally {
      h.close();
    }
  });
});
