// What a failed upload, dry run or import says, in the reader's language: the server's own
// sentence when it wrote one (a refused file says why: "save it as UTF-8 CSV"), the field-by-field
// sentences of a refused mapping, or the catalogue's sentence for the code.
import { columnHeader, type ImportKind, type Locale } from "@steward/shared";
import { ApiError, isValidationErrorBody } from "../../api/api-error.ts";
import type { FailureText } from "../../api/explain-failure.ts";
import { ImportStreamError } from "../../api/imports-api.ts";
import type { T } from "../../i18n/i18n-context.ts";

export function importFailureText(error: unknown, kind: ImportKind, t: T, locale: Locale, localize: (text: string) => string, failureText: FailureText): string {
  if (error instanceof ImportStreamError) return error.sentence || t("imports.streamCut");
  if (error instanceof ApiError) {
    const body = error.body as { sentence?: unknown } | null;
    if (body && typeof body.sentence === "string" && body.sentence !== "") return body.sentence;
    if (error.status === 400 && isValidationErrorBody(error.body)) {
      // "mapping.name": the field as the reader's template names it.
      return error.body.errors.map((e) => `${columnHeader(kind, e.path.replace(/^mapping\./, ""), locale)}: ${localize(e.message)}`).join("\n");
    }
  }
  return failureText(error);
}
