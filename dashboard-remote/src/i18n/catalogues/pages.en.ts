// English texts of every other page, fetched while the first one shows (routes wait for it: ensurePageTexts). The specification's texts, verbatim. One namespace per file in
// ../messages/en (and the shared vocabulary's in shared/i18n/messages/en); the Spanish file lists
// the same namespaces, and its type makes a key missing there a type error.
import { defineCatalogue } from "@steward/shared";
import delivery from "@steward/shared/i18n/messages/en/delivery.json" with { type: "json" };
import identityErrors from "@steward/shared/i18n/messages/en/identityErrors.json" with { type: "json" };
import notificationMessages from "@steward/shared/i18n/messages/en/notificationMessages.json" with { type: "json" };
import errorSentences from "@steward/shared/i18n/messages/en/errorSentences.json" with { type: "json" };
import eventAudience from "@steward/shared/i18n/messages/en/eventAudience.json" with { type: "json" };
import events from "@steward/shared/i18n/messages/en/events.json" with { type: "json" };
import handoverTasks from "@steward/shared/i18n/messages/en/handoverTasks.json" with { type: "json" };
import unitAdminRule from "@steward/shared/i18n/messages/en/unitAdminRule.json" with { type: "json" };
import accountRejection from "@steward/shared/i18n/messages/en/accountRejection.json" with { type: "json" };
import confirm from "../messages/en/confirm.json" with { type: "json" };
import dailyWork from "../messages/en/dailyWork.json" with { type: "json" };
import audit from "../messages/en/audit.json" with { type: "json" };
import auditEntities from "../messages/en/auditEntities.json" with { type: "json" };
import campaignDecisionActions from "../messages/en/campaignDecisionActions.json" with { type: "json" };
import campaignDecisions from "../messages/en/campaignDecisions.json" with { type: "json" };
import campaignItemState from "../messages/en/campaignItemState.json" with { type: "json" };
import campaignKinds from "../messages/en/campaignKinds.json" with { type: "json" };
import campaignRecurrence from "../messages/en/campaignRecurrence.json" with { type: "json" };
import campaignSentences from "../messages/en/campaignSentences.json" with { type: "json" };
import campaignStatus from "../messages/en/campaignStatus.json" with { type: "json" };
import campaignSubjects from "../messages/en/campaignSubjects.json" with { type: "json" };
import campaigns from "../messages/en/campaigns.json" with { type: "json" };
import listDetails from "../messages/en/listDetails.json" with { type: "json" };
import compliance from "../messages/en/compliance.json" with { type: "json" };
import dormancy from "../messages/en/dormancy.json" with { type: "json" };
import flagMessages from "../messages/en/flagMessages.json" with { type: "json" };
import flags from "../messages/en/flags.json" with { type: "json" };
import groupMappings from "../messages/en/groupMappings.json" with { type: "json" };
import identityProvider from "../messages/en/identityProvider.json" with { type: "json" };
import handover from "../messages/en/handover.json" with { type: "json" };
import home from "../messages/en/home.json" with { type: "json" };
import imports from "../messages/en/imports.json" with { type: "json" };
import bulkActions from "../messages/en/bulkActions.json" with { type: "json" };
import inbox from "../messages/en/inbox.json" with { type: "json" };
import notifications from "../messages/en/notifications.json" with { type: "json" };
import offboarding from "../messages/en/offboarding.json" with { type: "json" };
import recordNames from "../messages/en/recordNames.json" with { type: "json" };
import policyEditor from "../messages/en/policyEditor.json" with { type: "json" };
import socialMedia from "../messages/en/socialMedia.json" with { type: "json" };
import unitForm from "../messages/en/unitForm.json" with { type: "json" };
import unitsList from "../messages/en/unitsList.json" with { type: "json" };
import userSave from "../messages/en/userSave.json" with { type: "json" };
import userStatuses from "../messages/en/userStatuses.json" with { type: "json" };
import users from "../messages/en/users.json" with { type: "json" };
import webhooks from "../messages/en/webhooks.json" with { type: "json" };
import sheets from "../messages/en/sheets.json" with { type: "json" };
import search from "../messages/en/search.json" with { type: "json" };
import reports from "../messages/en/reports.json" with { type: "json" };
import incidents from "../messages/en/incidents.json" with { type: "json" };
import incidentMessages from "@steward/shared/i18n/messages/en/incidentMessages.json" with { type: "json" };
import caseDesk from "../messages/en/caseDesk.json" with { type: "json" };

const catalogue = defineCatalogue({
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

export type PageKey = keyof typeof catalogue;
export default catalogue;
