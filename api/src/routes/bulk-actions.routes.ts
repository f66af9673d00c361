// Bulk actions (issue 33 point 4). Each route's declared rule admits whoever may change one record
// of the list at all; the action then needs the rule of the one-at-a-time route it repeats (status
// moves a super admin's, publication a unit or super admin's, edits SOCIAL_MEDIAS:update), read
// from those routes' own declarations so there is no second copy of who may do what.
import { bulkActionContracts, type AccountBulkAction } from "@steward/shared";
import { allow, roleAdmitted, type AccessRule } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { forbidden } from "../http/errors.ts";
import { publicationRoutes } from "./publication.routes.ts";
import { socialMediaRoutes } from "./social-medias.routes.ts";
import { userRoutes } from "./users.routes.ts";

export const bulkActionRoutes = {
  accounts: declareRoute({ ...bulkActionContracts.accounts, access: allow("SOCIAL_MEDIAS", "update") }),
  users: declareRoute({ ...bulkActionContracts.users, access: userRoutes.setStatus.access }),
};

const ACCOUNT_ACTION_RULES: Record<AccountBulkAction, AccessRule> = {
  approve: socialMediaRoutes.changeStatus.access,
  activate: socialMediaRoutes.changeStatus.access,
  deactivate: socialMediaRoutes.changeStatus.access,
  publish: publicationRoutes.set.access,
  unpublish: publicationRoutes.set.access,
  reassignPrimaryAdmin: socialMediaRoutes.update.access,
  addManager: socialMediaRoutes.update.access,
  removeManager: socialMediaRoutes.update.access,
};

export function mountBulkActionRoutes() {
  const app = router();
  handle(app, bulkActionRoutes.accounts, async (c) => {
    const input = c.req.valid("json");
    if (!roleAdmitted(ACCOUNT_ACTION_RULES[input.action], c.var.actor.role)) throw forbidden();
    return c.json(await c.var.services.bulkActions.accounts(c.var.actor, input, c.var.locale));
  });
  handle(app, bulkActionRoutes.users, async (c) => c.json(await c.var.services.bulkActions.users(c.var.actor, c.req.valid("json"), c.var.locale)));
  return app;
}
