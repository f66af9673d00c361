// Every text the API writes for a person (error sentences, e-mails, the public directory page), in both
// languages. The server holds both catalogues (no download budget here); a request or a recipient
// picks one. The shared vocabulary's namespaces come from shared/i18n/messages; the API's own from
// ./messages (add a namespace to both languages below).
import { defineCatalogue, translator, type Catalogue, type Locale, type Translate } from "@steward/shared";
import en_apiErrors from "./messages/en/apiErrors.json" with { type: "json" };
import es_apiErrors from "./messages/es-CO/apiErrors.json" with { type: "json" };
import en_bulkActions from "./messages/en/bulkActions.json" with { type: "json" };
import es_bulkActions from "./messages/es-CO/bulkActions.json" with { type: "json" };
import en_caseMessages from "../../../shared/i18n/messages/en/caseMessages.json" with { type: "json" };
import es_caseMessages from "../../../shared/i18n/messages/es-CO/caseMessages.json" with { type: "json" };
import en_cases from "./messages/en/cases.json" with { type: "json" };
import es_cases from "./messages/es-CO/cases.json" with { type: "json" };
import en_chooser from "../../../shared/i18n/messages/en/chooser.json" with { type: "json" };
import es_chooser from "../../../shared/i18n/messages/es-CO/chooser.json" with { type: "json" };
import en_delivery from "../../../shared/i18n/messages/en/delivery.json" with { type: "json" };
import es_delivery from "../../../shared/i18n/messages/es-CO/delivery.json" with { type: "json" };
import en_directory from "../../../shared/i18n/messages/en/directory.json" with { type: "json" };
import es_directory from "../../../shared/i18n/messages/es-CO/directory.json" with { type: "json" };
import en_directoryPage from "./messages/en/directoryPage.json" with { type: "json" };
import es_directoryPage from "./messages/es-CO/directoryPage.json" with { type: "json" };
import en_errors from "../../../shared/i18n/messages/en/errors.json" with { type: "json" };
import es_errors from "../../../shared/i18n/messages/es-CO/errors.json" with { type: "json" };
import en_errorSentences from "../../../shared/i18n/messages/en/errorSentences.json" with { type: "json" };
import es_errorSentences from "../../../shared/i18n/messages/es-CO/errorSentences.json" with { type: "json" };
import en_eventAudience from "../../../shared/i18n/messages/en/eventAudience.json" with { type: "json" };
import es_eventAudience from "../../../shared/i18n/messages/es-CO/eventAudience.json" with { type: "json" };
import en_events from "../../../shared/i18n/messages/en/events.json" with { type: "json" };
import es_events from "../../../shared/i18n/messages/es-CO/events.json" with { type: "json" };
import en_exports from "./messages/en/exports.json" with { type: "json" };
import es_exports from "./messages/es-CO/exports.json" with { type: "json" };
import en_handoverNav from "../../../shared/i18n/messages/en/handoverNav.json" with { type: "json" };
import es_handoverNav from "../../../shared/i18n/messages/es-CO/handoverNav.json" with { type: "json" };
import en_handoverTasks from "../../../shared/i18n/messages/en/handoverTasks.json" with { type: "json" };
import es_handoverTasks from "../../../shared/i18n/messages/es-CO/handoverTasks.json" with { type: "json" };
import en_identity from "../../../shared/i18n/messages/en/identity.json" with { type: "json" };
import es_identity from "../../../shared/i18n/messages/es-CO/identity.json" with { type: "json" };
import en_identityErrors from "../../../shared/i18n/messages/en/identityErrors.json" with { type: "json" };
import es_identityErrors from "../../../shared/i18n/messages/es-CO/identityErrors.json" with { type: "json" };
import en_imports from "./messages/en/imports.json" with { type: "json" };
import es_imports from "./messages/es-CO/imports.json" with { type: "json" };
import en_mail from "./messages/en/mail.json" with { type: "json" };
import es_mail from "./messages/es-CO/mail.json" with { type: "json" };
import en_notificationMessages from "../../../shared/i18n/messages/en/notificationMessages.json" with { type: "json" };
import es_notificationMessages from "../../../shared/i18n/messages/es-CO/notificationMessages.json" with { type: "json" };
import en_notifications from "./messages/en/notifications.json" with { type: "json" };
import es_notifications from "./messages/es-CO/notifications.json" with { type: "json" };
import en_notOffered from "../../../shared/i18n/messages/en/notOffered.json" with { type: "json" };
import es_notOffered from "../../../shared/i18n/messages/es-CO/notOffered.json" with { type: "json" };
import en_platforms from "../../../shared/i18n/messages/en/platforms.json" with { type: "json" };
import es_platforms from "../../../shared/i18n/messages/es-CO/platforms.json" with { type: "json" };
import en_policyGate from "../../../shared/i18n/messages/en/policyGate.json" with { type: "json" };
import es_policyGate from "../../../shared/i18n/messages/es-CO/policyGate.json" with { type: "json" };
import en_reportForms from "./messages/en/reportForms.json" with { type: "json" };
import es_reportForms from "./messages/es-CO/reportForms.json" with { type: "json" };
import en_reports from "./messages/en/reports.json" with { type: "json" };
import es_reports from "./messages/es-CO/reports.json" with { type: "json" };
import en_riskScan from "./messages/en/riskScan.json" with { type: "json" };
import es_riskScan from "./messages/es-CO/riskScan.json" with { type: "json" };
import en_roles from "../../../shared/i18n/messages/en/roles.json" with { type: "json" };
import es_roles from "../../../shared/i18n/messages/es-CO/roles.json" with { type: "json" };
import en_savedRow from "../../../shared/i18n/messages/en/savedRow.json" with { type: "json" };
import es_savedRow from "../../../shared/i18n/messages/es-CO/savedRow.json" with { type: "json" };
import en_search from "./messages/en/search.json" with { type: "json" };
import es_search from "./messages/es-CO/search.json" with { type: "json" };
import en_sheetErrors from "./messages/en/sheetErrors.json" with { type: "json" };
import es_sheetErrors from "./messages/es-CO/sheetErrors.json" with { type: "json" };
import en_sheets from "./messages/en/sheets.json" with { type: "json" };
import es_sheets from "./messages/es-CO/sheets.json" with { type: "json" };
import en_statusConfirm from "../../../shared/i18n/messages/en/statusConfirm.json" with { type: "json" };
import es_statusConfirm from "../../../shared/i18n/messages/es-CO/statusConfirm.json" with { type: "json" };
import en_toasts from "../../../shared/i18n/messages/en/toasts.json" with { type: "json" };
import es_toasts from "../../../shared/i18n/messages/es-CO/toasts.json" with { type: "json" };
import en_ui from "../../../shared/i18n/messages/en/ui.json" with { type: "json" };
import es_ui from "../../../shared/i18n/messages/es-CO/ui.json" with { type: "json" };
import en_unitAdminRule from "../../../shared/i18n/messages/en/unitAdminRule.json" with { type: "json" };
import es_unitAdminRule from "../../../shared/i18n/messages/es-CO/unitAdminRule.json" with { type: "json" };
import en_unsubscribePage from "./messages/en/unsubscribePage.json" with { type: "json" };
import es_unsubscribePage from "./messages/es-CO/unsubscribePage.json" with { type: "json" };
import en_validation from "../../../shared/i18n/messages/en/validation.json" with { type: "json" };
import es_validation from "../../../shared/i18n/messages/es-CO/validation.json" with { type: "json" };
import en_zodIssues from "./messages/en/zodIssues.json" with { type: "json" };
import es_zodIssues from "./messages/es-CO/zodIssues.json" with { type: "json" };
import en_identityProviderSettings from "./messages/en/identityProviderSettings.json" with { type: "json" };
import es_identityProviderSettings from "./messages/es-CO/identityProviderSettings.json" with { type: "json" };
import en_inboxMessages from "../../../shared/i18n/messages/en/inboxMessages.json" with { type: "json" };
import es_inboxMessages from "../../../shared/i18n/messages/es-CO/inboxMessages.json" with { type: "json" };
import en_accountRejection from "../../../shared/i18n/messages/en/accountRejection.json" with { type: "json" };
import es_accountRejection from "../../../shared/i18n/messages/es-CO/accountRejection.json" with { type: "json" };
import en_dailyWork from "./messages/en/dailyWork.json" with { type: "json" };
import en_incidents from "./messages/en/incidents.json" with { type: "json" };
import es_incidents from "./messages/es-CO/incidents.json" with { type: "json" };
import en_incidentMessages from "../../../shared/i18n/messages/en/incidentMessages.json" with { type: "json" };
import es_incidentMessages from "../../../shared/i18n/messages/es-CO/incidentMessages.json" with { type: "json" };
import es_dailyWork from "./messages/es-CO/dailyWork.json" with { type: "json" };

// One namespace per line, in alphabetical order (branches adding namespaces then rarely collide).
const english = defineCatalogue({
  accountRejection: en_accountRejection,
  apiErrors: en_apiErrors,
  caseMessages: en_caseMessages,
  cases: en_cases,
  chooser: en_chooser,
  dailyWork: en_dailyWork,
  delivery: en_delivery,
  directory: en_directory,
  directoryPage: en_directoryPage,
  errors: en_errors,
  errorSentences: en_errorSentences,
  eventAudience: en_eventAudience,
  events: en_events,
  exports: en_exports,
  handoverNav: en_handoverNav,
  handoverTasks: en_handoverTasks,
  identity: en_identity,
  identityErrors: en_identityErrors,
  identityProviderSettings: en_identityProviderSettings,
  imports: en_imports,
  incidentMessages: en_incidentMessages,
  incidents: en_incidents,
  inboxMessages: en_inboxMessages,
  mail: en_mail,
  notificationMessages: en_notificationMessages,
  notifications: en_notifications,
  notOffered: en_notOffered,
  platforms: en_platforms,
  policyGate: en_policyGate,
  reportForms: en_reportForms,
  reports: en_reports,
  riskScan: en_riskScan,
  roles: en_roles,
  savedRow: en_savedRow,
  search: en_search,
  bulkActions: en_bulkActions,
  sheetErrors: en_sheetErrors,
  sheets: en_sheets,
  statusConfirm: en_statusConfirm,
  toasts: en_toasts,
  ui: en_ui,
  unitAdminRule: en_unitAdminRule,
  unsubscribePage: en_unsubscribePage,
  validation: en_validation,
  zodIssues: en_zodIssues,
});

export type ServerKey = keyof typeof english;

const spanish: Catalogue<ServerKey> = defineCatalogue({
  accountRejection: es_accountRejection,
  apiErrors: es_apiErrors,
  caseMessages: es_caseMessages,
  cases: es_cases,
  chooser: es_chooser,
  dailyWork: es_dailyWork,
  delivery: es_delivery,
  directory: es_directory,
  directoryPage: es_directoryPage,
  errors: es_errors,
  errorSentences: es_errorSentences,
  eventAudience: es_eventAudience,
  events: es_events,
  exports: es_exports,
  handoverNav: es_handoverNav,
  handoverTasks: es_handoverTasks,
  identity: es_identity,
  identityErrors: es_identityErrors,
  identityProviderSettings: es_identityProviderSettings,
  imports: es_imports,
  incidentMessages: es_incidentMessages,
  incidents: es_incidents,
  inboxMessages: es_inboxMessages,
  mail: es_mail,
  notificationMessages: es_notificationMessages,
  notifications: es_notifications,
  notOffered: es_notOffered,
  platforms: es_platforms,
  policyGate: es_policyGate,
  reportForms: es_reportForms,
  reports: es_reports,
  riskScan: es_riskScan,
  roles: es_roles,
  savedRow: es_savedRow,
  search: es_search,
  bulkActions: es_bulkActions,
  sheetErrors: es_sheetErrors,
  sheets: es_sheets,
  statusConfirm: es_statusConfirm,
  toasts: es_toasts,
  ui: es_ui,
  unitAdminRule: es_unitAdminRule,
  unsubscribePage: es_unsubscribePage,
  validation: es_validation,
  zodIssues: es_zodIssues,
});

const catalogues: Record<Locale, Catalogue<ServerKey>> = { en: english, "es-CO": spanish };
const translators = { en: translator("en", english), "es-CO": translator("es-CO", spanish) } satisfies Record<Locale, Translate<ServerKey>>;

/** `t(key, values)` in `locale`. */
export function serverT(locale: Locale): Translate<ServerKey> {
  return translators[locale];
}

/** The English namespaces, for finding a sentence's key by its English text (shared/i18n/sentences.ts). */
export const ENGLISH_NAMESPACES = {
  accountRejection: en_accountRejection,
  apiErrors: en_apiErrors,
  caseMessages: en_caseMessages,
  chooser: en_chooser,
  delivery: en_delivery,
  directory: en_directory,
  errors: en_errors,
  errorSentences: en_errorSentences,
  eventAudience: en_eventAudience,
  events: en_events,
  handoverNav: en_handoverNav,
  handoverTasks: en_handoverTasks,
  identity: en_identity,
  identityErrors: en_identityErrors,
  identityProviderSettings: en_identityProviderSettings,
  imports: en_imports,
  incidentMessages: en_incidentMessages,
  inboxMessages: en_inboxMessages,
  notificationMessages: en_notificationMessages,
  notOffered: en_notOffered,
  platforms: en_platforms,
  policyGate: en_policyGate,
  roles: en_roles,
  savedRow: en_savedRow,
  search: en_search,
  bulkActions: en_bulkActions,
  sheetErrors: en_sheetErrors,
  statusConfirm: en_statusConfirm,
  toasts: en_toasts,
  ui: en_ui,
  validation: en_validation,
};

export { catalogues };
