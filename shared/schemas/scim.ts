// SCIM provisioning tokens (issue 17): what a super admin creates, lists and revokes through
// `/api/scim/tokens` and `steward scim token ...`. The SCIM protocol itself lives in the API.
import { z } from "zod";
import type { Ref } from "./common.ts";

/** A token's name: how the audit log names what it did ("SCIM: <name>") and how it is revoked. */
export const scimTokenNameSchema = z
  .string({ error: "name is required" })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, { error: "name: 1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit" });

export const scimTokenCreateSchema = z.strictObject({ name: scimTokenNameSchema });
export type ScimTokenCreateInput = z.infer<typeof scimTokenCreateSchema>;

export const scimTokenNameParamSchema = z.object({ name: scimTokenNameSchema });

/** A token as listed: never the token or its hash. */
export interface ScimTokenDoc {
  id: number;
  name: string;
  createdAt: string;
  createdBy: Ref | null;
  revokedAt: string | null;
  revokedBy: Ref | null;
  /** When it was last used, to the hour. */
  lastUsedAt: string | null;
}

/** POST /api/scim/tokens: the token, shown this once. */
export interface ScimTokenCreated {
  token: string;
  doc: ScimTokenDoc;
}
