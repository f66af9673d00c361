// The dashboard's Spanish (Colombia) catalogue: the same keys as en.ts, written for a Colombian
// institution (formal "usted").
import { defineCatalogue, type Catalogue } from "@steward/shared";
import type { DashboardKey } from "./en.ts";
import errors from "@steward/shared/i18n/messages/es-CO/errors.json" with { type: "json" };
import toasts from "@steward/shared/i18n/messages/es-CO/toasts.json" with { type: "json" };
import ui from "@steward/shared/i18n/messages/es-CO/ui.json" with { type: "json" };
import validation from "@steward/shared/i18n/messages/es-CO/validation.json" with { type: "json" };
import language from "../messages/es-CO/language.json" with { type: "json" };

export const esCO: Catalogue<DashboardKey> = defineCatalogue({
  // The shared vocabulary (also the API's and the CLI's).
  errors,
  toasts,
  ui,
  validation,
  // The dashboard's own pages and parts.
  language,
});
export default esCO;
