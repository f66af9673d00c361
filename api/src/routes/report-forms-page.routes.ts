// GET and POST /directory/report-impostor and /directory/request-removal: the public directory's two
// forms (issue 34) as server-made HTML that works without JavaScript (render-report-forms.ts). A
// form posts to its own address; this route checks what the form can say for itself, then makes the
// public reports API's own call in-process (POST /public/v1/reports, with the connection and the
// client's forwarded address as they came, so the API's rate limit, size limit and rules are the
// ones every client meets) and answers: the form again with each refusal at its field, or a
// redirect to "check your e-mail" (so a reload does not send the request twice).
import { Hono, type Context } from "hono";
import { LOCALES, PUBLIC_DIRECTORY_BASE, type Locale } from "@steward/shared";
import { DIRECTORY_THEMES, type DirectoryTheme } from "../directory-page/render-directory.ts";
import { languageLinks, pageLocale } from "../directory-page/page-locale.ts";
import { renderReportFormPage, type ReportFormPageInput } from "../directory-page/render-report-forms.ts";
import { findNamedAccounts, type PublishedAccountFinder } from "../directory-page/report-form-accounts.ts";
import { REPORT_FORM_PATHS, type ReportFormKind } from "../directory-page/report-form-paths.ts";
import { checkForm, fieldErrorsFrom, formValues, reportBody, type FieldErrors, type FormValues } from "../directory-page/report-form-body.ts";
import { redirectWithin } from "../http/redirect.ts";
import { serverT } from "../i18n/server-catalogue.ts";
import type { Settings } from "../settings.ts";
import type { Services } from "../services/services.ts";

/** A form is a few kilobytes; anything far larger is not one of ours. */
const MAX_FORM_BYTES = 48 * 1024;
const REPORTS_PATH = `${PUBLIC_DIRECTORY_BASE}/reports`;

/** Hands a request to the whole app (app.ts), as if it had come from outside. */
export type Dispatch = (request: Request, env: unknown) => Response | Promise<Response>;

const oneOf = <T extends string>(values: readonly T[], v: string | undefined): T | undefined => ((values as readonly string[]).includes(v ?? "") ? (v as T) : undefined);

/** The body as text, at most `max` bytes; null when it is larger. */
async function boundedText(request: Request, max: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > max) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(all);
}

export function mountReportFormPages(services: Services, settings: Settings, dispatch: Dispatch) {
  const defaultTheme: DirectoryTheme = settings.STEWARD_THEME;
  const defaultLocale: Locale = settings.STEWARD_DEFAULT_LOCALE;
  const app = new Hono();

  // The published accounts a form may name, found by the directory's own rules.
  const finder: PublishedAccountFinder = {
    async byAddress(address) {
      const answer = await services.directory.verify(address, undefined);
      return answer.account?.id ?? null;
    },
    async byName(name) {
      const wanted = name.toLocaleLowerCase();
      return (await services.directory.all({ q: name })).filter((a) => a.name.toLocaleLowerCase() === wanted).map((a) => a.id);
    },
  };

  /** What every answer of the page needs: the language, the theme, the institution's name. */
  async function pageBase(c: Context, kind: ReportFormKind, lang: string | undefined) {
    const { locale, lang: asked } = pageLocale(lang, c.req.header("accept-language"), defaultLocale);
    const theme = oneOf(DIRECTORY_THEMES, c.req.query("theme")) ?? defaultTheme;
    const units = await services.directory.units();
    const roots = units.filter((u) => u.parentId === null);
    const search = new URLSearchParams();
    if (c.req.query("theme")) search.set("theme", theme);
    return {
      kind,
      locale,
      lang: asked,
      theme,
      institution: roots.length === 1 ? roots[0]!.name : undefined,
      languageLinks: languageLinks(REPORT_FORM_PATHS[kind], search, LOCALES),
    } satisfies Omit<ReportFormPageInput, "values" | "errors">;
  }

  const page = (c: Context, base: Awaited<ReturnType<typeof pageBase>>, more: { values?: FormValues; errors?: FieldErrors; formError?: string; sent?: boolean }, status: 200 | 400 | 413 | 415 | 429 | 503 = 200) => {
    c.header("Cache-Control", "no-store");
    return c.html(renderReportFormPage({ ...base, values: more.values ?? {}, errors: more.errors ?? {}, formError: more.formError, sent: more.sent }), status);
  };

  for (const kind of ["impostor", "removal"] as const) {
    const path = REPORT_FORM_PATHS[kind];

    app.get(path, async (c) => {
      const base = await pageBase(c, kind, c.req.query("lang"));
      if (c.req.query("sent") === "1") return page(c, base, { sent: true });
      // A link may fill in what it knows: the address checked on /directory, the account of a row.
      const prefill = formValues(kind, new URLSearchParams(Object.entries({ impostorUrl: c.req.query("impostorUrl"), account: c.req.query("account"), pretendsAccount: c.req.query("account") }).filter((e): e is [string, string] => !!e[1])));
      return page(c, base, { values: prefill });
    });

    app.post(path, async (c) => {
      const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
      const text = type === "application/x-www-form-urlencoded" ? await boundedText(c.req.raw, MAX_FORM_BYTES) : undefined;
      const raw = new URLSearchParams(text ?? "");
      const base = await pageBase(c, kind, c.req.query("lang") ?? raw.get("lang") ?? undefined);
      const t = serverT(base.locale);
      if (text === undefined) return page(c, base, { formError: t("reportForms.errorUnavailable") }, 415);
      if (text === null) return page(c, base, { formError: t("reportForms.errorTooLarge") }, 413);
      const values = formValues(kind, raw);
      const errors = checkForm(kind, values, base.locale);
      const named = await findNamedAccounts(kind, values, base.locale, finder);
      for (const [field, sentence] of Object.entries(named.errors)) errors[field] ??= sentence;
      if (Object.keys(errors).length > 0) return page(c, base, { values, errors }, 400);

      const headers = new Headers({ "content-type": "application/json", "accept-language": base.locale });
      for (const name of ["x-forwarded-for", "x-forwarded-proto", "x-request-id", "user-agent"]) {
        const value = c.req.header(name);
        if (value) headers.set(name, value);
      }
      const answer = await dispatch(new Request(new URL(`${REPORTS_PATH}?lang=${encodeURIComponent(base.locale)}`, c.req.url), { method: "POST", headers, body: JSON.stringify(reportBody(kind, values, base.locale, named.ids)) }), c.env);
      if (answer.ok) {
        await answer.body?.cancel();
        const params = new URLSearchParams({ sent: "1" });
        if (base.lang) params.set("lang", base.lang);
        return redirectWithin(c, settings, `${path}?${params.toString()}`, 303, path);
      }
      if (answer.status === 400) {
        const body = (await answer.json().catch(() => ({}))) as { errors?: { path: string; message: string }[]; message?: string };
        const { fields, other } = fieldErrorsFrom(kind, body.errors ?? []);
        const formError = other.length > 0 ? other.join(" ") : Object.keys(fields).length === 0 ? t("reportForms.errorUnavailable") : undefined;
        return page(c, base, { values, errors: fields, formError }, 400);
      }
      await answer.body?.cancel();
      if (answer.status === 429) {
        const retry = answer.headers.get("retry-after");
        if (retry) c.header("Retry-After", retry);
        return page(c, base, { values, formError: t("reportForms.errorTooMany") }, 429);
      }
      if (answer.status === 413) return page(c, base, { values, formError: t("reportForms.errorTooLarge") }, 413);
      return page(c, base, { values, formError: t("reportForms.errorUnavailable") }, 503);
    });
  }
  return app;
}
