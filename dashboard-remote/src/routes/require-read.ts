import { can, type PublicUser, type Resource } from "@steward/shared";
import { notOfferedRedirect } from "./not-offered.ts";

/** Route guard: a page opens only for roles that may read its resource (product-spec.md section 6); others are told why. */
export function requireRead(resource: Resource) {
  return async ({ context }: { context: { user: PublicUser } }): Promise<void> => {
    if (!can(context.user.role, resource, "read")) throw await notOfferedRedirect(context.user, resource, "read");
  };
}
