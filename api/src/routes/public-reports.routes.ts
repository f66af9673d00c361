// The public report form's routes (issue 34), under /public/v1 beside the directory's API: no
// sign-in, open CORS, a per-address rate limit before any byte of the body is read, a small body
// cap, then a per-sender-address limit once the body is valid. The answer never echoes the input.
import type { Context, MiddlewareHandler } from "hono";
import { ERROR_CODES, PUBLIC_DIRECTORY_BASE, REPORT_LIMITS, publicReportContracts, type Locale } from "@steward/shared";
import { renderConfirmPage } from "../cases/confirm-page.ts";
import { pageLocale } from "../directory-page/page-locale.ts";
import { clientAddress } from "../http/client-address.ts";
import { factory, type AppEnv } from "../http/context.ts";
import { corsHeaders } from "../http/cors.ts";
import { publicRoute } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { createRateLimit } from "../http/rate-limit.ts";
import { decideLocale } from "../http/request-locale.ts";
import { jsonBodiesOnly } from "../http/request-guards.ts";
import type { Services } from "../services/services.ts";

export const publicReportRoutes = {
  submit: declareRoute({ ...publicReportContracts.submit, access: publicRoute() }),
  confirm: declareRoute({ ...publicReportContracts.confirm, access: publicRoute() }),
  confirmSubmit: declareRoute({ ...publicReportContracts.confirmSubmit, access: publicRoute() }),
};

export interface PublicReportOptions {
  services: Services;
  /** Reports per hour per client address; 0: no limit. */
  perHour: number;
  /** Reports per day per sender's e-mail address; 0: no limit. */
  perEmailPerDay: number;
  /** Confirmation links opened per minute per client address (the public API's limit); 0: no limit. */
  confirmPerMinute: number;
  defaultLocale: Locale;
}

const HOUR_MS = 3_600_000;
export const CONFIRM_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

function tooMany(c: Context, wait: number) {
  c.header("Retry-After", String(wait));
  return c.json({ message: ERROR_CODES.tooManyRequests }, 429);
}

/** Mounted under PUBLIC_DIRECTORY_BASE before the directory's own routes; its middleware covers /reports only. */
export function mountPublicReportRoutes({ services, perHour, perEmailPerDay, confirmPerMinute, defaultLocale }: PublicReportOptions) {
  const app = router();
  const byAddress = createRateLimit(perHour, HOUR_MS);
  const byEmail = createRateLimit(perEmailPerDay, 24 * HOUR_MS);
  const confirms = createRateLimit(confirmPerMinute, 60_000);
  const common: MiddlewareHandler<AppEnv> = factory.createMiddleware(async (c, next) => {
    c.set("services", services);
    c.set("actor", null);
    decideLocale(c, defaultLocale);
    c.set("maxBodyBytes", REPORT_LIMITS.bodyBytes);
    await next();
  });
  const submitPath = publicReportRoutes.submit.path;
  for (const path of [submitPath, `${submitPath}/*`]) {
    app.use(path, corsHeaders({ origin: "*", allowMethods: ["GET", "POST", "OPTIONS"], allowHeaders: ["Content-Type"], exposeHeaders: ["Retry-After"] }));
    app.use(path, common);
  }
  // The flood check needs nothing but the address: before the body's media type, size or content.
  const addressLimit = factory.createMiddleware(async (c, next) => {
    const wait = perHour > 0 ? byAddress.hit(clientAddress(c), Date.now()) : 0;
    if (wait > 0) return tooMany(c, wait);
    await next();
  });
  app.use(submitPath, jsonBodiesOnly);
  handle(
    app,
    publicReportRoutes.submit,
    async (c) => {
      const report = c.req.valid("json");
      const wait = perEmailPerDay > 0 ? byEmail.hit(report.reporter.email, Date.now()) : 0;
      if (wait > 0) return tooMany(c, wait) as never;
      await services.caseIntake.submit(report, c.var.locale);
      return c.json({ status: "awaiting_confirmation" as const }, 202);
    },
    { before: [addressLimit] },
  );
  const confirmPage = (submit: boolean) => async (c: Context<AppEnv>) => {
    const wait = confirmPerMinute > 0 ? confirms.hit(clientAddress(c), Date.now()) : 0;
    if (wait > 0) return tooMany(c, wait);
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    // The page has no script and needs none: whatever slipped in could not run.
    c.header("Content-Security-Policy", CONFIRM_PAGE_CSP);
    const token = c.req.query("token") ?? "";
    const valid = token.length >= 16 && token.length <= 500;
    const outcome = !valid ? ({ outcome: "invalid" } as const) : submit ? await services.caseIntake.confirm(token) : await services.caseIntake.check(token);
    if (outcome.outcome === "invalid") return c.html(renderConfirmPage({ kind: "invalid" }, pageLocale(undefined, c.req.header("accept-language"), defaultLocale).locale), 404);
    const action = `${PUBLIC_DIRECTORY_BASE}${publicReportRoutes.confirmSubmit.path}?token=${encodeURIComponent(token)}`;
    return c.html(renderConfirmPage({ kind: outcome.outcome, caseId: outcome.caseId, report: outcome.kind, action }, outcome.locale), 200);
  };
  handle(app, publicReportRoutes.confirm, (c) => confirmPage(false)(c) as never);
  handle(app, publicReportRoutes.confirmSubmit, (c) => confirmPage(true)(c) as never);
  return app;
}
