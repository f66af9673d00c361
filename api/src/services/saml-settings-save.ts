// Saving the SAML half of the identity provider page (issue 33, point 7). Fields the environment
// sets are left as stored; the IdP's certificates and the SP's key pair are read by node:crypto
// (saml/pem.ts) so that what cannot work is refused with a sentence when saved. The SP's private
// key is write-only: no answer, audit entry or log line carries it; a save without one keeps the
// one kept, and an empty SP certificate removes the key pair. The save and its audit entry commit
// together.
import type { SamlSettingField, SamlSettingsInput, ValidationIssue } from "@steward/shared";
import { writeAudit } from "../audit/write-audit.ts";
import type { Tx } from "../db/connection.ts";
import type { Actor } from "../domain/actor.ts";
import { badRequest } from "../domain/errors.ts";
import { effectiveSaml, lockedSamlFields } from "../identity/effective-saml.ts";
import { isLoopbackHttp } from "../identity/effective-oidc.ts";
import { findSamlSettings, saveSamlSettings, type StoredSamlSettings } from "../repositories/identity-provider-settings-repo.ts";
import { readCertificates, readPrivateKey } from "../saml/pem.ts";
import englishSentences from "../i18n/messages/en/identityProviderSettings.json" with { type: "json" };
import { auditActor, type ServiceDeps } from "./deps.ts";

const SENTENCES = englishSentences;
/** SAML attribute names: URIs (urn:oid:..., http://schemas...#...) or plain names (mail). */
const ATTRIBUTE = /^[A-Za-z0-9_:.\/#-]+$/;
const validAttribute = (name: string) => ATTRIBUTE.test(name) && name.length <= 200;

/** Normalised PEM text: trimmed, Windows line ends gone, one line between blocks. */
const tidyPem = (text: string) => text.replace(/\r\n?/g, "\n").trim();

function ssoUrlProblem(ssoUrl: string): string | null {
  try {
    const url = new URL(ssoUrl);
    if (url.protocol === "https:" || isLoopbackHttp(ssoUrl)) return null;
  } catch {
    // Not a URL: the same sentence.
  }
  return SENTENCES.samlSsoUrlInvalid;
}

/** The SAML half of a save, in the caller's transaction. */
export async function putSamlSettings(tx: Tx, deps: ServiceDeps, actor: Actor, input: SamlSettingsInput): Promise<void> {
  const { now, settings } = deps;
  const locked = lockedSamlFields(settings);
  const isLocked = (field: SamlSettingField) => locked[field] !== undefined;
  const next: StoredSamlSettings = {
    enabled: input.enabled,
    idpEntityId: input.idpEntityId.trim(),
    ssoUrl: input.ssoUrl.trim(),
    idpCertificates: tidyPem(input.idpCertificates),
    displayName: input.displayName.trim(),
    spCertificate: tidyPem(input.spCertificate),
    emailAttribute: input.emailAttribute.trim(),
    nameAttribute: input.nameAttribute.trim(),
    groupsAttributes: [...new Set(input.groupsAttributes.map((a) => a.trim()).filter(Boolean))],
  };
  const typedKey = input.spPrivateKey?.trim() ? tidyPem(input.spPrivateKey) : null;

  {
    const stored = await findSamlSettings(tx);
    // Fields the environment sets are not the page's: what is kept for them stays as it was.
    const keep = next as unknown as Record<string, unknown>;
    const before = (stored?.settings ?? {}) as Record<string, unknown>;
    for (const field of Object.keys(locked) as SamlSettingField[]) {
      if (field in next) keep[field] = before[field] ?? (field === "enabled" ? false : field === "groupsAttributes" ? [] : "");
    }
    const keyLocked = isLocked("spPrivateKey");
    // No SP certificate: no key pair. Otherwise the key typed now, else the one kept.
    const key = keyLocked ? (stored?.spPrivateKey ?? null) : next.spCertificate === "" ? null : (typedKey ?? stored?.spPrivateKey ?? null);

    const issues: ValidationIssue[] = [];
    const issue = (field: SamlSettingField, message: string) => {
      if (!isLocked(field) && !issues.some((i) => i.path === `saml.${field}`)) issues.push({ path: `saml.${field}`, message });
    };
    if (next.idpEntityId.length > 1024) issue("idpEntityId", SENTENCES.samlEntityIdLength);
    if (next.ssoUrl !== "") {
      const why = ssoUrlProblem(next.ssoUrl);
      if (why) issue("ssoUrl", why);
    }
    const certificates = readCertificates(next.idpCertificates);
    if (certificates === null) issue("idpCertificates", SENTENCES.samlCertificateInvalid);
    if (next.displayName === "" || next.displayName.length > 60) issue("displayName", SENTENCES.displayNameLength);
    for (const field of ["emailAttribute", "nameAttribute"] as const) {
      if (!validAttribute(next[field])) issue(field, SENTENCES.samlAttributeName);
    }
    if (!next.groupsAttributes.every(validAttribute)) issue("groupsAttributes", SENTENCES.samlAttributeName);
    if (!keyLocked) {
      const spCertificates = readCertificates(next.spCertificate);
      const spCertificate = spCertificates?.length === 1 ? spCertificates[0]! : null;
      if (next.spCertificate !== "" && !spCertificate) issue("spCertificate", SENTENCES.samlSpCertificateInvalid);
      const privateKey = typedKey === null ? null : readPrivateKey(typedKey);
      if (typedKey !== null && !privateKey) issue("spPrivateKey", SENTENCES.samlSpPrivateKeyInvalid);
      if (typedKey !== null && next.spCertificate === "") issue("spCertificate", SENTENCES.samlSpCertificateRequired);
      if (next.spCertificate !== "" && key === null) issue("spPrivateKey", SENTENCES.samlSpPrivateKeyRequired);
      // The key kept or typed must be the certificate's: the IdP encrypts to the certificate.
      const pairKey = privateKey ?? (key ? readPrivateKey(key) : null);
      if (spCertificate && pairKey && !spCertificate.x509.checkPrivateKey(pairKey)) issue("spPrivateKey", SENTENCES.samlSpPrivateKeyMismatch);
    }
    const candidate = effectiveSaml(settings, { settings: next, spPrivateKey: key, version: 0, updatedAt: "" }).doc;
    if (candidate.enabled && !candidate.ready && !locked.enabled) {
      if (candidate.idpEntityId === "") issue("idpEntityId", SENTENCES.samlEntityIdRequired);
      if (candidate.ssoUrl === "") issue("ssoUrl", SENTENCES.samlSsoUrlRequired);
      if (candidate.idpCertificates === "") issue("idpCertificates", SENTENCES.samlCertificateRequired);
    }
    if (issues.length > 0) throw badRequest(issues);

    const changed: SamlSettingField[] = (Object.keys(next) as (keyof StoredSamlSettings)[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(next[k]));
    if (key !== (stored?.spPrivateKey ?? null)) changed.push("spPrivateKey");
    if (changed.length === 0) return;
    const at = now();
    await saveSamlSettings(tx, { settings: next, spPrivateKey: key, userId: actor.id, at: at.toISOString() });
    // Which fields changed and the values that are not secret; for the private key, only that it changed.
    await writeAudit(tx, {
      action: "update",
      entity: "identity-provider-settings",
      documentId: null,
      actor: auditActor(actor),
      prev: { provider: "saml", ...before, spPrivateKeySet: Boolean(stored?.spPrivateKey) },
      current: { provider: "saml", changed, ...next, spPrivateKeySet: key !== null },
      organizations: [],
    }, at);
  }
}
