// A Steward user as a SCIM User resource (RFC 7643 section 4.1): the id is the Steward user id, the
// userName and the one e-mail are the Steward e-mail, displayName and name.formatted are the Steward
// name, the name parts and externalId are what the provider last gave.
import type { ScimUserWithLink } from "../repositories/scim-repo.ts";
import { USER_SCHEMA } from "./schemas.ts";
import { isScimActive } from "./user-state.ts";

export function toScimUser({ user, link }: ScimUserWithLink, base: string) {
  const lastModified = link && link.updatedAt > user.updatedAt ? link.updatedAt : user.updatedAt;
  return {
    schemas: [USER_SCHEMA],
    id: String(user.id),
    ...(link?.externalId ? { externalId: link.externalId } : {}),
    userName: user.email,
    name: {
      formatted: user.name,
      ...(link?.givenName ? { givenName: link.givenName } : {}),
      ...(link?.familyName ? { familyName: link.familyName } : {}),
    },
    displayName: user.name,
    emails: [{ value: user.email, type: "work", primary: true }],
    active: isScimActive(user.status),
    meta: { resourceType: "User", created: user.createdAt, lastModified, location: `${base}/Users/${user.id}` },
  };
}
