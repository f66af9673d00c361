// PEM certificates and keys pasted on the identity provider page (issue 33, point 7): each block
// read by node:crypto as a real X.509 certificate or private key, so that a truncated copy, a key
// pasted where the certificate goes or a base64 body without its PEM lines is refused when saved,
// not at the next sign-in.
import { X509Certificate, createPrivateKey, type KeyObject } from "node:crypto";
import type { CertificateFacts } from "@steward/shared";

const CERTIFICATE_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g;

export interface ReadCertificate {
  /** The certificate's base64 DER, as metadata carries it (what node-saml is given). */
  base64: string;
  facts: CertificateFacts;
  x509: X509Certificate;
}

/**
 * Every certificate in `text`; null when the text is not only PEM certificates (something else
 * around or between them, or a block that is not an X.509 certificate). Empty text: none.
 */
export function readCertificates(text: string): ReadCertificate[] | null {
  const blocks = text.match(CERTIFICATE_BLOCK) ?? [];
  if (text.replace(CERTIFICATE_BLOCK, "").trim() !== "") return null;
  const read: ReadCertificate[] = [];
  for (const block of blocks) {
    let x509: X509Certificate;
    try {
      x509 = new X509Certificate(block);
    } catch {
      return null;
    }
    read.push({
      base64: block.replace(/-----[A-Z ]+-----/g, "").replace(/\s+/g, ""),
      facts: { subject: x509.subject.replace(/\n/g, ", "), notAfter: new Date(x509.validTo).toISOString(), sha256: x509.fingerprint256 },
      x509,
    });
  }
  return read;
}

/** The facts of certificates already checked when saved; none for text that no longer reads. */
export const certificateFacts = (text: string): CertificateFacts[] => (readCertificates(text) ?? []).map((c) => c.facts);

/** A PEM private key without a passphrase, or null. */
export function readPrivateKey(pem: string): KeyObject | null {
  if (!/^-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]+-----END [A-Z ]*PRIVATE KEY-----$/.test(pem.trim())) return null;
  try {
    return createPrivateKey(pem);
  } catch {
    return null;
  }
}
