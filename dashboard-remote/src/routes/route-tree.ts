import { accessRoute } from "./access.ts";
import { groupMappingsRoute } from "./group-mappings.ts";
import { identityProviderRoute } from "./identity-provider.ts";
import { auditLogsRoute } from "./audit-logs.ts";
import { createFirstUserRoute } from "./create-first-user.ts";
import { dashboardHomeRoute } from "./dashboard-home.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { flagsRoute } from "./flags.ts";
import { campaignsRoute } from "./campaigns.ts";
import { campaignRoute } from "./campaign.ts";
import { reviewQueueRoute } from "./review-queue.ts";
import { indexRoute } from "./index.ts";
import { policiesRoute } from "./policies.ts";
import { rootRoute } from "./root.tsx";
import { signInRoute } from "./sign-in.ts";
import { forgotPasswordRoute } from "./forgot-password.ts";
import { resetPasswordRoute } from "./reset-password.ts";
import { setPasswordRoute } from "./set-password.ts";
import { userCreateRoute } from "./user-create.ts";
import { socialMediaAccountCreateRoute } from "./social-media-account-create.ts";
import { socialMediaAccountUpdateRoute } from "./social-media-account-update.ts";
import { socialMediaAccountsRoute } from "./social-media-accounts.ts";
import { unitsRoute } from "./units.ts";
import { unitCreateRoute } from "./unit-create.ts";
import { unitUpdateRoute } from "./unit-update.ts";
import { userAccessRoute } from "./user-access.ts";
import { userUpdateRoute } from "./user-update.ts";
import { usersRoute } from "./users.ts";
import { userOffboardRoute } from "./user-offboard.ts";
import { handoverTasksRoute } from "./handover-tasks.ts";
import { notificationsRoute } from "./notifications.ts";
import { inboxRoute } from "./inbox.ts";
import { webhooksRoute } from "./webhooks.ts";
import { reportsRoute } from "./reports.ts";
import { importsRoute } from "./imports.ts";
import { importNewRoute } from "./import-new.ts";
import { importRecordRoute } from "./import-record.ts";
import { incidentsRoute } from "./incidents.ts";
import { incidentRoute } from "./incident.ts";
import { casesRoute } from "./cases.ts";
import { caseRoute } from "./case.ts";

export const routeTree = rootRoute.addChildren([
  indexRoute,
  signInRoute,
  accessRoute,
  createFirstUserRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  setPasswordRoute,
  dashboardRoute.addChildren([
    dashboardHomeRoute,
    unitsRoute,
    unitCreateRoute,
    unitUpdateRoute,
    usersRoute,
    userCreateRoute,
    userAccessRoute,
    userUpdateRoute,
    userOffboardRoute,
    handoverTasksRoute,
    socialMediaAccountsRoute,
    socialMediaAccountCreateRoute,
    socialMediaAccountUpdateRoute,
    policiesRoute,
    flagsRoute,
    campaignsRoute,
    campaignRoute,
    reviewQueueRoute,
    auditLogsRoute,
    notificationsRoute,
    inboxRoute,
    webhooksRoute,
    groupMappingsRoute,
    identityProviderRoute,
    reportsRoute,
    importsRoute,
    importNewRoute,
    importRecordRoute,
    incidentsRoute,
    incidentRoute,
    casesRoute,
    caseRoute,
  ]),
]);
