// The attributes of a SCIM User that Steward keeps, and how a provider may name them: attribute
// names are case-insensitive and may carry the core schema's URN (RFC 7643 section 2.1, RFC 7644
// section 3.10). Anything else is refused by name, so a provider's mapping that sends more than
// Steward keeps is found at once instead of being silently dropped.
import { USER_SCHEMA } from "./schemas.ts";

export type TopAttribute = "userName" | "name" | "displayName" | "emails" | "active" | "externalId";
export type ReadOnlyAttribute = "id" | "meta" | "groups" | "schemas";
export type NameSub = "givenName" | "familyName" | "formatted";
export type EmailSub = "value" | "type" | "primary" | "display";

const byLowerCase = <T extends string>(names: readonly T[]) => new Map(names.map((n) => [n.toLowerCase(), n] as const));

const TOP = byLowerCase<TopAttribute>(["userName", "name", "displayName", "emails", "active", "externalId"]);
const READ_ONLY = byLowerCase<ReadOnlyAttribute>(["id", "meta", "groups", "schemas"]);
const NAME_SUBS = byLowerCase<NameSub>(["givenName", "familyName", "formatted"]);
const EMAIL_SUBS = byLowerCase<EmailSub>(["value", "type", "primary", "display"]);

const CORE_PREFIX = `${USER_SCHEMA.toLowerCase()}:`;

export const KEPT_ATTRIBUTES = "userName, name (givenName, familyName, formatted), displayName, emails, active and externalId";

/** Why an attribute is not taken, in words an identity provider's administrator can act on. */
export function unknownAttributeDetail(raw: string): string {
  const lower = raw.toLowerCase();
  if (lower === "password") {
    return "Steward does not take passwords from a provider (people sign in through the provider, or set their own password): turn password sync off";
  }
  if (lower.startsWith("urn:") && !lower.startsWith(CORE_PREFIX)) {
    return `Unknown attribute '${raw}': Steward has no schema extensions; it keeps ${KEPT_ATTRIBUTES}. Remove this attribute from the provider's mapping`;
  }
  return `Unknown attribute '${raw}': Steward keeps ${KEPT_ATTRIBUTES}. Remove this attribute from the provider's mapping`;
}

/** `urn:ietf:params:scim:schemas:core:2.0:User:userName` -> `userName`. */
export function withoutCorePrefix(raw: string): string {
  return raw.toLowerCase().startsWith(CORE_PREFIX) ? raw.slice(CORE_PREFIX.length) : raw;
}

export function topAttribute(raw: string): TopAttribute | undefined {
  return TOP.get(withoutCorePrefix(raw).toLowerCase());
}

export function readOnlyAttribute(raw: string): ReadOnlyAttribute | undefined {
  return READ_ONLY.get(withoutCorePrefix(raw).toLowerCase());
}

export function nameSub(raw: string): NameSub | undefined {
  return NAME_SUBS.get(raw.toLowerCase());
}

export function emailSub(raw: string): EmailSub | undefined {
  return EMAIL_SUBS.get(raw.toLowerCase());
}

/** Whether `raw` names the core User schema itself (a provider may nest attributes under it). */
export function isCoreSchemaKey(raw: string): boolean {
  return raw.toLowerCase() === USER_SCHEMA.toLowerCase();
}
