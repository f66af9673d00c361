import { auditLogsRoute } from "./audit-logs.ts";
import { createFirstUserRoute } from "./create-first-user.ts";
import { dashboardHomeRoute } from "./dashboard-home.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { flagsRoute } from "./flags.ts";
import { indexRoute } from "./index.ts";
import { policiesRoute } from "./policies.ts";
import { rootRoute } from "./root.tsx";
import { signInRoute } from "./sign-in.ts";
import { socialMediaAccountUpdateRoute } from "./social-media-account-update.ts";
import { socialMediaAccountsRoute } from "./social-media-accounts.ts";
import { unitsRoute } from "./units.ts";
import { userAccessRoute } from "./user-access.ts";
import { userUpdateRoute } from "./user-update.ts";
import { usersRoute } from "./users.ts";

export const routeTree = rootRoute.addChildren([
  indexRoute,
  signInRoute,
  createFirstUserRoute,
  dashboardRoute.addChildren([
    dashboardHomeRoute,
    unitsRoute,
    usersRoute,
    userAccessRoute,
    userUpdateRoute,
    socialMediaAccountsRoute,
    socialMediaAccountUpdateRoute,
    policiesRoute,
    flagsRoute,
    auditLogsRoute,
  ]),
]);
