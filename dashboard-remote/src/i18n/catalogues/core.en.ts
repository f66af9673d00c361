// English texts of the shell, the sign-in pages and the Units page: what the first screen needs. The specification's texts, verbatim. One namespace per file in
// ../messages/en (and the shared vocabulary's in shared/i18n/messages/en); the Spanish file lists
// the same namespaces, and its type makes a key missing there a type error.
import { defineCatalogue } from "@steward/shared";
import chooser from "@steward/shared/i18n/messages/en/chooser.json" with { type: "json" };
import errors from "@steward/shared/i18n/messages/en/errors.json" with { type: "json" };
import handoverNav from "@steward/shared/i18n/messages/en/handoverNav.json" with { type: "json" };
import identity from "@steward/shared/i18n/messages/en/identity.json" with { type: "json" };
import notOffered from "@steward/shared/i18n/messages/en/notOffered.json" with { type: "json" };
import platforms from "@steward/shared/i18n/messages/en/platforms.json" with { type: "json" };
import policyGate from "@steward/shared/i18n/messages/en/policyGate.json" with { type: "json" };
import roles from "@steward/shared/i18n/messages/en/roles.json" with { type: "json" };
import savedRow from "@steward/shared/i18n/messages/en/savedRow.json" with { type: "json" };
import statusConfirm from "@steward/shared/i18n/messages/en/statusConfirm.json" with { type: "json" };
import toasts from "@steward/shared/i18n/messages/en/toasts.json" with { type: "json" };
import ui from "@steward/shared/i18n/messages/en/ui.json" with { type: "json" };
import validation from "@steward/shared/i18n/messages/en/validation.json" with { type: "json" };
import common from "../messages/en/common.json" with { type: "json" };
import inboxNav from "../messages/en/inboxNav.json" with { type: "json" };
import searchBox from "../messages/en/searchBox.json" with { type: "json" };
import directoryList from "../messages/en/directoryList.json" with { type: "json" };
import language from "../messages/en/language.json" with { type: "json" };
import leave from "../messages/en/leave.json" with { type: "json" };
import loadProblem from "../messages/en/loadProblem.json" with { type: "json" };
import pageTitles from "../messages/en/pageTitles.json" with { type: "json" };
import password from "../messages/en/password.json" with { type: "json" };
import pickers from "../messages/en/pickers.json" with { type: "json" };
import shell from "../messages/en/shell.json" with { type: "json" };
import statuses from "../messages/en/statuses.json" with { type: "json" };
import unitColumns from "../messages/en/unitColumns.json" with { type: "json" };
import unitStatuses from "../messages/en/unitStatuses.json" with { type: "json" };
import unitTypes from "../messages/en/unitTypes.json" with { type: "json" };
import unitsPage from "../messages/en/unitsPage.json" with { type: "json" };
import verification from "../messages/en/verification.json" with { type: "json" };

const catalogue = defineCatalogue({
  // The shared vocabulary (the API speaks it too).
  chooser,
  errors,
  handoverNav,
  identity,
  notOffered,
  platforms,
  policyGate,
  roles,
  savedRow,
  statusConfirm,
  toasts,
  ui,
  validation,
  // The dashboard's own.
  common,
  // The sidebar's Inbox entry only: two short lines; the inbox page's texts are in `pages`.
  inboxNav,
  searchBox,
  directoryList,
  language,
  leave,
  loadProblem,
  pageTitles,
  password,
  pickers,
  shell,
  statuses,
  unitColumns,
  unitStatuses,
  unitTypes,
  unitsPage,
  verification,
});

export type CoreKey = keyof typeof catalogue;
export default catalogue;
