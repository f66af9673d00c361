// The IdP's metadata, read from SAML_IDP_METADATA_URL or SAML_IDP_METADATA_FILE when first needed
// and read again after METADATA_REFRESH_MS, so that a certificate rollover published in the
// metadata is picked up without a restart. A failed refresh keeps the last good copy; with none,
// sign-in through SAML answers 503 until the metadata can be read.
import { readFile } from "node:fs/promises";
import { IdpMetadataError, parseIdpMetadata, type IdpMetadata } from "./idp-metadata.ts";
import type { SamlConfig } from "./saml-config.ts";

export const METADATA_REFRESH_MS = 60 * 60_000;
const FETCH_TIMEOUT_MS = 10_000;

export class IdpMetadataUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = "IdpMetadataUnavailable";
  }
}

export interface IdpMetadataSource {
  current(): Promise<IdpMetadata>;
}

async function readSource(config: SamlConfig): Promise<string> {
  const source = config.idpSource;
  if (source.kind === "file") return readFile(source.path, "utf8");
  const res = await fetch(source.url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: "application/samlmetadata+xml, application/xml, text/xml" } });
  if (!res.ok) throw new Error(`answered HTTP ${res.status}`);
  return res.text();
}

export function idpMetadataSource(config: SamlConfig, now: () => Date, report?: (error: unknown) => void): IdpMetadataSource {
  let kept: { metadata: IdpMetadata; readAt: number } | null = null;
  let loading: Promise<IdpMetadata> | null = null;
  const where = config.idpSource.kind === "url" ? `SAML_IDP_METADATA_URL (${config.idpSource.url})` : `SAML_IDP_METADATA_FILE (${config.idpSource.path})`;

  async function load(): Promise<IdpMetadata> {
    try {
      const metadata = parseIdpMetadata(await readSource(config), config.idpEntityId);
      kept = { metadata, readAt: now().getTime() };
      return metadata;
    } catch (error) {
      const why = error instanceof IdpMetadataError ? error.message : `could not be read: ${error instanceof Error ? error.message : String(error)}`;
      const failure = new IdpMetadataUnavailable(`${where} ${why}`);
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
