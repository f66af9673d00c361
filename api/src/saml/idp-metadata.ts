// Reads what the service provider needs from an identity provider's SAML 2.0 metadata: its
// entityID, its single sign-on address for the HTTP-Redirect binding and its signing
// certificates. A federation's aggregate (an EntitiesDescriptor such as InCommon's) holds many
// entities: `entityId` picks one; a single EntityDescriptor, or an aggregate with only one IdP,
// needs none.
import { DOMParser } from "@xmldom/xmldom";

const MD = "urn:oasis:names:tc:SAML:2.0:metadata";
const DS = "http://www.w3.org/2000/09/xmldsig#";
const SAML2_PROTOCOL = "urn:oasis:names:tc:SAML:2.0:protocol";
export const HTTP_REDIRECT_BINDING = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";

export interface IdpMetadata {
  entityId: string;
  /** SingleSignOnService Location for the HTTP-Redirect binding. */
  ssoUrl: string;
  /** Signing certificates, base64 DER as the metadata gives them (several during a key rollover). */
  signingCerts: string[];
}

export class IdpMetadataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "IdpMetadataError";
  }
}

function children(parent: Element, ns: string, name: string): Element[] {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1 && (node as Element).namespaceURI === ns && (node as Element).localName === name) found.push(node as Element);
  }
  return found;
}

function descendants(root: Document | Element, ns: string, name: string): Element[] {
  return Array.from(root.getElementsByTagNameNS(ns, name) as unknown as ArrayLike<Element>);
}

function idpDescriptorOf(entity: Element): Element | undefined {
  return children(entity, MD, "IDPSSODescriptor").find((d) => (d.getAttribute("protocolSupportEnumeration") ?? "").split(/\s+/).includes(SAML2_PROTOCOL));
}

/** Parses metadata XML; throws IdpMetadataError with a sentence an operator can act on. */
export function parseIdpMetadata(xml: string, entityId?: string): IdpMetadata {
  const problems: string[] = [];
  const doc = new DOMParser({
    errorHandler: { warning: () => {}, error: (m: string) => problems.push(m), fatalError: (m: string) => problems.push(m) },
  }).parseFromString(xml, "text/xml");
  const root = doc?.documentElement;
  if (!root || problems.length > 0 || root.namespaceURI !== MD || !["EntityDescriptor", "EntitiesDescriptor"].includes(root.localName)) {
    throw new IdpMetadataError("is not SAML 2.0 metadata (an md:EntityDescriptor or md:EntitiesDescriptor)");
  }
  const entities = root.localName === "EntityDescriptor" ? [root] : descendants(root, MD, "EntityDescriptor");
  const idps = entities.filter((e) => idpDescriptorOf(e) !== undefined);
  let entity: Element | undefined;
  if (entityId) {
    entity = idps.find((e) => e.getAttribute("entityID") === entityId);
    if (!entity) throw new IdpMetadataError(`has no SAML 2.0 identity provider with entityID ${entityId}`);
  } else {
    if (idps.length === 0) throw new IdpMetadataError("has no SAML 2.0 identity provider (IDPSSODescriptor)");
    if (idps.length > 1) throw new IdpMetadataError(`holds ${idps.length} identity providers: set SAML_IDP_ENTITY_ID to the one to use`);
    entity = idps[0];
  }
  const id = entity!.getAttribute("entityID");
  const descriptor = idpDescriptorOf(entity!)!;
  const sso = children(descriptor, MD, "SingleSignOnService").find((s) => s.getAttribute("Binding") === HTTP_REDIRECT_BINDING);
  const ssoUrl = sso?.getAttribute("Location");
  if (!id) throw new IdpMetadataError("names no entityID");
  if (!ssoUrl) throw new IdpMetadataError(`gives ${id} no SingleSignOnService for the HTTP-Redirect binding`);
  try {
    new URL(ssoUrl);
  } catch {
    throw new IdpMetadataError(`gives ${id} a SingleSignOnService Location that is not a URL`);
  }
  // A KeyDescriptor without `use` serves both signing and encryption.
  const signingCerts = children(descriptor, MD, "KeyDescriptor")
    .filter((k) => (k.getAttribute("use") || "signing") === "signing")
    .flatMap((k) => descendants(k, DS, "X509Certificate"))
    .map((c) => (c.textContent ?? "").replace(/\s+/g, ""))
    .filter((c) => c.length > 0);
  if (signingCerts.length === 0) throw new IdpMetadataError(`gives ${id} no signing certificate (KeyDescriptor with ds:X509Certificate)`);
  return { entityId: id, ssoUrl, signingCerts: [...new Set(signingCerts)] };
}

/** A base64 DER certificate as PEM, the form node-saml expects. */
export function certificateToPem(base64: string): string {
  const lines = base64.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join("\n")}\n-----END CERTIFICATE-----\n`;
}
