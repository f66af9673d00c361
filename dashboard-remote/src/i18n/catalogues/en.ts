// The dashboard's English catalogue: the specification's texts, verbatim. One namespace per file in
// ../messages/en; es-CO.ts lists the same namespaces, and the type below makes a missing key there a
// type error.
import { defineCatalogue } from "@steward/shared";
import errors from "@steward/shared/i18n/messages/en/errors.json" with { type: "json" };
import toasts from "@steward/shared/i18n/messages/en/toasts.json" with { type: "json" };
import ui from "@steward/shared/i18n/messages/en/ui.json" with { type: "json" };
import validation from "@steward/shared/i18n/messages/en/validation.json" with { type: "json" };
import language from "../messages/en/language.json" with { type: "json" };

export const en = defineCatalogue({
  // The shared vocabulary (also the API's and the CLI's).
  errors,
  toasts,
  ui,
  validation,
  // The dashboard's own pages and parts.
  language,
});

export type DashboardKey = keyof typeof en;
export default en;
