import { can, type Action, type PublicUser, type Resource } from "@steward/shared";
import { redirect } from "@tanstack/react-router";

/** Route guard for pages that change data: the role must hold `action` on `resource`. */
export function requirePermission(resource: Resource, action: Action) {
  return ({ context }: { context: { user: PublicUser } }): void => {
    if (!can(context.user.role, resource, action)) throw redirect({ to: "/dashboard", replace: true });
  };
}
