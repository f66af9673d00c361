// Reads the audit signing key named by STEWARD_AUDIT_SIGNING_KEY_FILE, for the server (api/main.ts)
// and the database command (api/db.ts): the runtime's file access stays in the entry files.
import { auditSignerFromPem, type AuditSigner } from "./src/audit/sign-head.ts";
import { SettingsError } from "./src/settings.ts";

/** The signer, or undefined when no key file is set; a SettingsError with a sentence when it cannot be used. */
export async function loadAuditSigner(file: string | undefined): Promise<AuditSigner | undefined> {
  if (!file) return undefined;
  let pem: string;
  try {
    pem = await Deno.readTextFile(file);
  } catch (e) {
    throw new SettingsError([`STEWARD_AUDIT_SIGNING_KEY_FILE: cannot read ${file} (${e instanceof Error ? e.message : String(e)})`]);
  }
  try {
    return auditSignerFromPem(pem, `STEWARD_AUDIT_SIGNING_KEY_FILE (${file})`);
  } catch (e) {
    throw new SettingsError([e instanceof Error ? e.message : String(e)]);
  }
}
