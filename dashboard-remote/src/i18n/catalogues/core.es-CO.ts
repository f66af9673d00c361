// Spanish (Colombia) texts of the shell, the sign-in pages and the Units page: what the first screen needs: the same keys as core.en.ts, written for a Colombian
// institution (formal "usted").
import { defineCatalogue, type Catalogue } from "@steward/shared";
import type { CoreKey } from "./core.en.ts";
import chooser from "@steward/shared/i18n/messages/es-CO/chooser.json" with { type: "json" };
import errors from "@steward/shared/i18n/messages/es-CO/errors.json" with { type: "json" };
import handoverNav from "@steward/shared/i18n/messages/es-CO/handoverNav.json" with { type: "json" };
import identity from "@steward/shared/i18n/messages/es-CO/identity.json" with { type: "json" };
import notOffered from "@steward/shared/i18n/messages/es-CO/notOffered.json" with { type: "json" };
import platforms from "@steward/shared/i18n/messages/es-CO/platforms.json" with { type: "json" };
import policyGate from "@steward/shared/i18n/messages/es-CO/policyGate.json" with { type: "json" };
import roles from "@steward/shared/i18n/messages/es-CO/roles.json" with { type: "json" };
import savedRow from "@steward/shared/i18n/messages/es-CO/savedRow.json" with { type: "json" };
import statusConfirm from "@steward/shared/i18n/messages/es-CO/statusConfirm.json" with { type: "json" };
import toasts from "@steward/shared/i18n/messages/es-CO/toasts.json" with { type: "json" };
import ui from "@steward/shared/i18n/messages/es-CO/ui.json" with { type: "json" };
import validation from "@steward/shared/i18n/messages/es-CO/validation.json" with { type: "json" };
import common from "../messages/es-CO/common.json" with { type: "json" };
import inboxNav from "../messages/es-CO/inboxNav.json" with { type: "json" };
import searchBox from "../messages/es-CO/searchBox.json" with { type: "json" };
import directoryList from "../messages/es-CO/directoryList.json" with { type: "json" };
import language from "../messages/es-CO/language.json" with { type: "json" };
import leave from "../messages/es-CO/leave.json" with { type: "json" };
import loadProblem from "../messages/es-CO/loadProblem.json" with { type: "json" };
import pageTitles from "../messages/es-CO/pageTitles.json" with { type: "json" };
import password from "../messages/es-CO/password.json" with { type: "json" };
import pickers from "../messages/es-CO/pickers.json" with { type: "json" };
import shell from "../messages/es-CO/shell.json" with { type: "json" };
import statuses from "../messages/es-CO/statuses.json" with { type: "json" };
import unitColumns from "../messages/es-CO/unitColumns.json" with { type: "json" };
import unitStatuses from "../messages/es-CO/unitStatuses.json" with { type: "json" };
import unitTypes from "../messages/es-CO/unitTypes.json" with { type: "json" };
import unitsPage from "../messages/es-CO/unitsPage.json" with { type: "json" };
import verification from "../messages/es-CO/verification.json" with { type: "json" };

const catalogue: Catalogue<CoreKey> = defineCatalogue({
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
export default catalogue;
