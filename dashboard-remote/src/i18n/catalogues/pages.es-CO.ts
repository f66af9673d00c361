// Spanish (Colombia) texts of every other page, fetched while the first one shows (routes wait for it: ensurePageTexts): the same keys as pages.en.ts, written for a Colombian
// institution (formal "usted").
import { defineCatalogue, type Catalogue } from "@steward/shared";
import type { PageKey } from "./pages.en.ts";
import delivery from "@steward/shared/i18n/messages/es-CO/delivery.json" with { type: "json" };
import identityErrors from "@steward/shared/i18n/messages/es-CO/identityErrors.json" with { type: "json" };
import notificationMessages from "@steward/shared/i18n/messages/es-CO/notificationMessages.json" with { type: "json" };
import errorSentences from "@steward/shared/i18n/messages/es-CO/errorSentences.json" with { type: "json" };
import eventAudience from "@steward/shared/i18n/messages/es-CO/eventAudience.json" with { type: "json" };
import events from "@steward/shared/i18n/messages/es-CO/events.json" with { type: "json" };
import handoverTasks from "@steward/shared/i18n/messages/es-CO/handoverTasks.json" with { type: "json" };
import unitAdminRule from "@steward/shared/i18n/messages/es-CO/unitAdminRule.json" with { type: "json" };
import accountRejection from "@steward/shared/i18n/messages/es-CO/accountRejection.json" with { type: "json" };
import confirm from "../messages/es-CO/confirm.json" with { type: "json" };
import dailyWork from "../messages/es-CO/dailyWork.json" with { type: "json" };
import audit from "../messages/es-CO/audit.json" with { type: "json" };
import auditEntities from "../messages/es-CO/auditEntities.json" with { type: "json" };
import campaignDecisionActions from "../messages/es-CO/campaignDecisionActions.json" with { type: "json" };
import campaignDecisions from "../messages/es-CO/campaignDecisions.json" with { type: "json" };
import campaignItemState from "../messages/es-CO/campaignItemState.json" with { type: "json" };
import campaignKinds from "../messages/es-CO/campaignKinds.json" with { type: "json" };
import campaignRecurrence from "../messages/es-CO/campaignRecurrence.json" with { type: "json" };
import campaignSentences from "../messages/es-CO/campaignSentences.json" with { type: "json" };
import campaignStatus from "../messages/es-CO/campaignStatus.json" with { type: "json" };
import campaignSubjects from "../messages/es-CO/campaignSubjects.json" with { type: "json" };
import campaigns from "../messages/es-CO/campaigns.json" with { type: "json" };
import listDetails from "../messages/es-CO/listDetails.json" with { type: "json" };
import compliance from "../messages/es-CO/compliance.json" with { type: "json" };
import dormancy from "../messages/es-CO/dormancy.json" with { type: "json" };
import flagMessages from "../messages/es-CO/flagMessages.json" with { type: "json" };
import flags from "../messages/es-CO/flags.json" with { type: "json" };
import groupMappings from "../messages/es-CO/groupMappings.json" with { type: "json" };
import identityProvider from "../messages/es-CO/identityProvider.json" with { type: "json" };
import handover from "../messages/es-CO/handover.json" with { type: "json" };
import home from "../messages/es-CO/home.json" with { type: "json" };
import imports from "../messages/es-CO/imports.json" with { type: "json" };
import bulkActions from "../messages/es-CO/bulkActions.json" with { type: "json" };
import inbox from "../messages/es-CO/inbox.json" with { type: "json" };
import notifications from "../messages/es-CO/notifications.json" with { type: "json" };
import offboarding from "../messages/es-CO/offboarding.json" with { type: "json" };
import recordNames from "../messages/es-CO/recordNames.json" with { type: "json" };
import policyEditor from "../messages/es-CO/policyEditor.json" with { type: "json" };
import socialMedia from "../messages/es-CO/socialMedia.json" with { type: "json" };
import unitForm from "../messages/es-CO/unitForm.json" with { type: "json" };
import unitsList from "../messages/es-CO/unitsList.json" with { type: "json" };
import userSave from "../messages/es-CO/userSave.json" with { type: "json" };
import userStatuses from "../messages/es-CO/userStatuses.json" with { type: "json" };
import users from "../messages/es-CO/users.json" with { type: "json" };
import webhooks from "../messages/es-CO/webhooks.json" with { type: "json" };
import sheets from "../messages/es-CO/sheets.json" with { type: "json" };
import search from "../messages/es-CO/search.json" with { type: "json" };
import reports from "../messages/es-CO/reports.json" with { type: "json" };
import incidents from "../messages/es-CO/incidents.json" with { type: "json" };
import incidentMessages from "@steward/shared/i18n/messages/es-CO/incidentMessages.json" with { type: "json" };
import caseDesk from "../messages/es-CO/caseDesk.json" with { type: "json" };

const catalogue: Catalogue<PageKey> = defineCatalogue({
  // The shared vocabulary (the API speaks it too).
  // An identity provider's refusals: the sign-in and access pages fetch these when there is one.
  identityErrors,
  notificationMessages,
  delivery,
  errorSentences,
  eventAudience,
  events,
  handoverTasks,
  unitAdminRule,
  accountRejection,
  // The dashboard's own.
  // Confirmations: their dialogs load with their pages (the Units page's too, lazily).
  confirm,
  audit,
  auditEntities,
  campaignDecisionActions,
  campaignDecisions,
  campaignItemState,
  campaignKinds,
  campaignRecurrence,
  campaignSentences,
  campaignStatus,
  campaignSubjects,
  campaigns,
  listDetails,
  compliance,
  dailyWork,
  dormancy,
  flagMessages,
  flags,
  groupMappings,
  identityProvider,
  handover,
  home,
  imports,
  bulkActions,
  inbox,
  notifications,
  offboarding,
  recordNames,
  policyEditor,
  socialMedia,
  unitForm,
  unitsList,
  userSave,
  userStatuses,
  users,
  webhooks,
  sheets,
  search,
  reports,
  incidents,
  incidentMessages,
  caseDesk,
});
export default catalogue;
