import { can, type PublicUser, type Resource } from "@steward/shared";
import { redirect } from "@tanstack/react-router";

/** Route guard: a page opens only for roles that may read its resource (product-spec.md section 6). */
export function requireRead(resource: Resource) {
  return ({ context }: { context: { user: PublicUser } }): void => {
    if (!can(context.user.role, resource, "read")) throw redirect({ to: "/dashboard", replace: true });
  };
}
