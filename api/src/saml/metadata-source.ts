// The IdP's metadata, read from SAML_IDP_METADATA_URL or SAML_IDP_METADATA_FILE when first needed
// and read again after METADATA_REFRESH_MS, so that a certificate rollover published in the
// metadata is picked up without a restart. A failed refresh keeps the last good copy; with none,
// sign-in through SAML answers 503 until the metadata can be read.
import { readFile } from "node:fs/promises";
import { IdpMetadataError, parseIdpMetadata, type IdpMetadata } from "./idp-metadata.ts";
import type { SamlConfig, SpKeys } from "./saml-config.ts";

export const METADATA_REFRESH_MS = 60 * 60_000;
const FETCH_TIMEOUT_MS = 10_000;

export class SamlSourceUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SamlSourceUnavailable";
  }
}

export interface IdpMetadataSource {
  current(): Promise<IdpMetadata>;
}

async function readSource(config: SamlConfig): Promise<string> {
  const source = config.idpSource;
  if (source.kind === "inline") throw new Error("no metadata to read: the IdP is given by its fields");
  if (source.kind === "file") return readFile(source.path, "utf8");
  const res = await fetch(source.url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: "application/samlmetadata+xml, application/xml, text/xml" } });
  if (!res.ok) throw new Error(`answered HTTP ${res.status}`);
  return res.text();
}

export function idpMetadataSource(config: SamlConfig, now: () => Date, report?: (error: unknown) => void): IdpMetadataSource {
  const source = config.idpSource;
  // The identity provider page's fields are the metadata: nothing to read or refresh.
  if (source.kind === "inline") return { current: async () => source.metadata };
  let kept: { metadata: IdpMetadata; readAt: number } | null = null;
  let loading: Promise<IdpMetadata> | null = null;
  const where = source.kind === "url" ? `SAML_IDP_METADATA_URL (${source.url})` : `SAML_IDP_METADATA_FILE (${source.path})`;

  async function load(): Promise<IdpMetadata> {
    try {
      const metadata = parseIdpMetadata(await readSource(config), config.idpEntityId);
      kept = { metadata, readAt: now().getTime() };
      return metadata;
    } catch (error) {
      const why = error instanceof IdpMetadataError ? error.message : `could not be read: ${error instanceof Error ? error.message : String(error)}`;
      const failure = new SamlSourceUnavailable(`${where} ${why}`);
      if (kept) {
        report?.(failure);
        // Try again at the next refresh, meanwhile go on with the last good copy.
        kept = { ...kept, readAt: now().getTime() };
        return kept.metadata;
      }
      throw failure;
    }
  }

  return {
    async current() {
      if (kept && now().getTime() - kept.readAt < METADATA_REFRESH_MS) return kept.metadata;
      loading ??= load().finally(() => (loading = null));
      return loading;
    },
  };
}

export type { SpKeys };

/** The SP's key pair (PEM): the page's, else read once from SAML_SP_PRIVATE_KEY_FILE and SAML_SP_CERT_FILE. */
export function spKeySource(config: Pick<SamlConfig, "spKeyFiles" | "spKeys">): () => Promise<SpKeys | null> {
  const inline = config.spKeys;
  if (inline) return async () => inline;
  const files = config.spKeyFiles;
  if (!files) return async () => null;
  let loading: Promise<SpKeys> | null = null;
  return () =>
    (loading ??= Promise.all([readFile(files.privateKey, "utf8"), readFile(files.cert, "utf8")])
      .then(([privateKey, cert]) => {
        if (!/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(privateKey)) throw new Error(`SAML_SP_PRIVATE_KEY_FILE (${files.privateKey}) holds no PEM private key`);
        if (!cert.includes("-----BEGIN CERTIFICATE-----")) throw new Error(`SAML_SP_CERT_FILE (${files.cert}) holds no PEM certificate`);
        return { privateKey, cert };
      })
      .catch((error: unknown) => {
        loading = null;
        throw new SamlSourceUnavailable(error instanceof Error ? error.message : String(error));
      }));
}
