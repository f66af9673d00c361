import { can, type Action, type PublicUser, type Resource } from "@steward/shared";
import { notOfferedRedirect } from "./not-offered.ts";

/** Route guard for pages that change data: the role must hold `action` on `resource`; others are told why. */
export function requirePermission(resource: Resource, action: Action) {
  return async ({ context }: { context: { user: PublicUser } }): Promise<void> => {
    if (!can(context.user.role, resource, action)) throw await notOfferedRedirect(context.user, resource, action);
  };
}
