// A refused row's reason as a person reads it, in the request's language: the same refusal the
// one-at-a-time route would answer, said as the dashboard says that answer (the spec's "only Unit
// Admin" sentence with the units, a code's sentence, a schema's message).
import { ERROR_CODES, type Locale } from "@steward/shared";
import { sentencesIn } from "../../i18n/api-sentences.ts";
import { serverT } from "../../i18n/server-catalogue.ts";
import type { Refusal } from "../../domain/errors.ts";

const CODE = /^[A-Z][A-Z0-9_]*$/;

export function sayRefusal(locale: Locale, refusal: Refusal): string {
  const t = serverT(locale) as (key: string, values?: Record<string, string | number>) => string;
  const say = sentencesIn(locale);
  const body = refusal.body as { message: string; organizations?: { name: string }[]; errors?: { message: string }[] };
  if (body.message === ERROR_CODES.lastUnitAdmin && Array.isArray(body.organizations)) {
    return t("unitAdminRule.onlyUnitAdmin", { units: body.organizations.map((u) => u.name).join(", ") });
  }
  if (Array.isArray(body.errors) && body.errors.length > 0) return [...new Set(body.errors.map((e) => say(e.message)))].join(" ");
  if (CODE.test(body.message)) {
    const said = t(`errorSentences.${body.message}`);
    return said.startsWith("errorSentences.") ? body.message : said;
  }
  return say(body.message);
}
