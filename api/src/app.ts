// The Hono application: request id, logging, defences, authentication, one error handler, and one
// sub-app per resource. Runtime-free, so tests drive it through `app.request` on Node as well.
import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { LibsqlError } from "@libsql/client";
import { isBusy } from "./db/file-client/cached-connection.ts";
import { isDatabaseUnreachable } from "./db/unreachable.ts";
import { requestIdGenerator } from "./http/request-ids.ts";
import { envelope } from "./http/envelope.ts";
import { clientConnection } from "./http/client-address.ts";
import { ERROR_CODES, IMPORT_LIMITS, mayImportSpreadsheets, mayManageAccess } from "@steward/shared";
import { fileRefusal } from "./services/imports/upload-import.ts";
import type { AppEnv } from "./http/context.ts";
import { Refusal, STATUS_OF } from "./http/errors.ts";
import { answerNotFound } from "./http/not-found.ts";
import { routeLabel } from "./http/route-label.ts";
import type { Context } from "hono";
import type { Metrics } from "./metrics/metrics.ts";
import { mountMetricsRoute } from "./metrics/metrics-route.ts";
import { jsonBodiesOnly, originCheck } from "./http/request-guards.ts";
import { apiCors } from "./http/cors.ts";
import { authenticate } from "./http/authenticate.ts";
import { decideLocale, localeOf } from "./http/request-locale.ts";
import { localizedErrorBody } from "./i18n/api-sentences.ts";
import { openApiDocumentRoutes, openApiRoutes } from "./openapi.ts";
import type { RouteDeclaration } from "./http/declare-route.ts";
import { bulkActionRoutes, mountBulkActionRoutes } from "./routes/bulk-actions.routes.ts";
import { accessBulkRoutes, BULK_GRANT_MAX_BODY_BYTES, BULK_GRANT_PATH, mountAccessBulkRoutes } from "./routes/access-bulk.routes.ts";
import { IMPORT_UPLOAD_PATH, importRoutes, mountImportRoutes } from "./routes/imports.routes.ts";
import { auditExportRoutes, mountAuditExportRoutes } from "./routes/audit-export.routes.ts";
import { mountReportRoutes, reportRoutes } from "./routes/reports.routes.ts";
import { auditLogRoutes, mountAuditLogRoutes } from "./routes/audit-logs.routes.ts";
import { listExportRoutes, mountListExportRoutes } from "./routes/list-exports.routes.ts";
import { authRoutes, mountAuthRoutes } from "./routes/auth.routes.ts";
import { dashboardRoutes, mountDashboardRoutes } from "./routes/dashboard.routes.ts";
import { mountSearchRoutes, searchRoutes } from "./routes/search.routes.ts";
import { flagRoutes, mountFlagRoutes } from "./routes/flags.routes.ts";
import { healthRoutes, mountHealthRoutes } from "./routes/health.routes.ts";
import { mountProbeRoutes, probeRoutes } from "./routes/probes.routes.ts";
import { identityRoutes, mountIdentityRoutes } from "./routes/identity.routes.ts";
import { identityOidcRoutes, mountIdentityOidcRoutes } from "./routes/identity-oidc.routes.ts";
import { identitySettingsRoutes, mountIdentitySettingsRoutes } from "./routes/identity-settings.routes.ts";
import { mountPolicyRoutes, policyRoutes } from "./routes/policies.routes.ts";
import { mountPublicationRoutes, publicationRoutes } from "./routes/publication.routes.ts";
import { mountPublicDirectoryRoutes, PUBLIC_API_PREFIX, publicDirectoryRoutes } from "./routes/public-directory.routes.ts";
import { mountDirectoryPage } from "./routes/directory-page.routes.ts";
import { mountReportFormPages } from "./routes/report-forms-page.routes.ts";
import { publicUrlOf } from "./settings.ts";
import { mountReviewRequestRoutes, reviewRequestRoutes } from "./routes/review-requests.routes.ts";
import { mountSamlRoutes, samlRoutes } from "./routes/saml.routes.ts";
import { mountSocialMediaRoutes, socialMediaRoutes } from "./routes/social-medias.routes.ts";
import { mountUnitRoutes, unitRoutes } from "./routes/units.routes.ts";
import { mountUserRoutes, userRoutes } from "./routes/users.routes.ts";
import { mountOffboardingRoutes, offboardingRoutes } from "./routes/offboarding.routes.ts";
import { handoverRoutes, mountHandoverRoutes } from "./routes/handover.routes.ts";
import { incidentRoutes, mountIncidentRoutes } from "./routes/incidents.routes.ts";
import { dormancyRoutes, mountDormancyRoutes } from "./routes/dormancy.routes.ts";
import { mountNotificationRoutes, notificationRoutes } from "./routes/notifications.routes.ts";
import { mountWebhookRoutes, webhookRoutes } from "./routes/webhooks.routes.ts";
import { campaignRoutes, mountCampaignRoutes } from "./routes/campaigns.routes.ts";
import { inboxRoutes, mountInboxRoutes } from "./routes/inbox.routes.ts";
import { caseRoutes, mountCaseRoutes } from "./routes/cases.routes.ts";
import { mountPublicReportRoutes, publicReportRoutes } from "./routes/public-reports.routes.ts";
import { mountScimTokenRoutes, scimTokenRoutes } from "./routes/scim-tokens.routes.ts";
import { createScimApp, SCIM_BASE_PATH } from "./scim/scim.routes.ts";
import type { Services } from "./services/services.ts";
import type { Settings } from "./settings.ts";
import type { Logger } from "./logger.ts";

/** What mounting a resource's routes may need. */
interface MountDeps {
  settings: Settings;
  ping: () => Promise<void>;
  /** The whole app, for the OpenAPI document of everything mounted. */
  app: OpenAPIHono<AppEnv>;
}

/**
 * Every resource under /api, once: its declarations and how it is mounted, in mounting order. The
 * router and ROUTES (which a test proves are exactly the routes mounted) both come from this list.
 */
const RESOURCES: ReadonlyArray<{ routes: Record<string, RouteDeclaration>; mount: (deps: MountDeps) => OpenAPIHono<AppEnv> }> = [
  { routes: healthRoutes, mount: ({ ping }) => mountHealthRoutes(ping) },
  { routes: authRoutes, mount: ({ settings }) => mountAuthRoutes(settings) },
  { routes: policyRoutes, mount: () => mountPolicyRoutes() },
  // Before the lists: "/flags/export" is an export, not the flag whose id is "export".
  { routes: listExportRoutes, mount: () => mountListExportRoutes() },
  { routes: unitRoutes, mount: () => mountUnitRoutes() },
  { routes: socialMediaRoutes, mount: () => mountSocialMediaRoutes() },
  { routes: auditExportRoutes, mount: () => mountAuditExportRoutes() },
  { routes: accessBulkRoutes, mount: () => mountAccessBulkRoutes() },
  { routes: bulkActionRoutes, mount: () => mountBulkActionRoutes() },
  { routes: importRoutes, mount: () => mountImportRoutes() },
  { routes: auditLogRoutes, mount: () => mountAuditLogRoutes() },
  { routes: flagRoutes, mount: () => mountFlagRoutes() },
  { routes: dashboardRoutes, mount: () => mountDashboardRoutes() },
  { routes: searchRoutes, mount: () => mountSearchRoutes() },
  { routes: campaignRoutes, mount: () => mountCampaignRoutes() },
  { routes: notificationRoutes, mount: ({ settings }) => mountNotificationRoutes(settings.STEWARD_DEFAULT_LOCALE) },
  { routes: webhookRoutes, mount: () => mountWebhookRoutes() },
  { routes: inboxRoutes, mount: () => mountInboxRoutes() },
  { routes: caseRoutes, mount: () => mountCaseRoutes() },
  { routes: userRoutes, mount: () => mountUserRoutes() },
  { routes: offboardingRoutes, mount: () => mountOffboardingRoutes() },
  { routes: handoverRoutes, mount: () => mountHandoverRoutes() },
  { routes: incidentRoutes, mount: () => mountIncidentRoutes() },
  { routes: dormancyRoutes, mount: () => mountDormancyRoutes() },
  { routes: reportRoutes, mount: () => mountReportRoutes() },
  { routes: scimTokenRoutes, mount: () => mountScimTokenRoutes() },
  { routes: reviewRequestRoutes, mount: () => mountReviewRequestRoutes() },
  { routes: publicationRoutes, mount: () => mountPublicationRoutes() },
  { routes: identityRoutes, mount: ({ settings }) => mountIdentityRoutes(settings) },
  { routes: identityOidcRoutes, mount: ({ settings }) => mountIdentityOidcRoutes(settings) },
  { routes: identitySettingsRoutes, mount: ({ settings }) => mountIdentitySettingsRoutes(settings) },
  { routes: samlRoutes, mount: ({ settings }) => mountSamlRoutes(settings) },
  { routes: openApiRoutes, mount: ({ app }) => openApiDocumentRoutes(app, "0.1.0") },
];

/** Every declared API route; a test proves these are exactly the routes mounted. */
export const ROUTES: readonly RouteDeclaration[] = RESOURCES.flatMap(({ routes }) => Object.values(routes));

/** Declared routes served outside /api, each with the prefix it is mounted under. */
export const PUBLIC_ROUTES: ReadonlyArray<{ prefix: string; route: RouteDeclaration }> = [
  ...Object.values(publicDirectoryRoutes).map((route) => ({ prefix: PUBLIC_API_PREFIX, route })),
  ...Object.values(publicReportRoutes).map((route) => ({ prefix: PUBLIC_API_PREFIX, route })),
  ...Object.values(probeRoutes).map((route) => ({ prefix: "", route })),
];

export interface AppDeps {
  services: Services;
  settings: Settings;
  logger: Logger;
  ping: () => Promise<void>;
  /** The database's per-request scope (`Database.withinRequest`), where it has one. */
  withinRequest?: (<T>(handle: () => Promise<T>) => Promise<T>) | undefined;
  /** Only when STEWARD_METRICS=on (metrics/metrics.ts). */
  metrics?: Metrics | undefined;
  /** The trace id of the runtime's span for the current request, when traces are exported (http/trace-context.ts). */
  activeTraceId?: (() => string | undefined) | undefined;
}

export function createApp({ services, settings, logger, ping, withinRequest = (handle) => handle(), metrics, activeTraceId }: AppDeps) {
  // Not strict about a trailing slash: the contract spells `PATCH /api/users/`.
  const app = new OpenAPIHono<AppEnv>({ strict: false });

  // The request id, the log line and the security headers (http/envelope.ts). On a libSQL server, a
  // request's reads may share one check of the change version (coalescing-client.ts).
  const observe = metrics && ((c: Context, status: number, seconds: number) => metrics.observeRequest(c.req.method, routeLabel(c, status), status, seconds));
  app.use("*", envelope({ logger, newRequestId: requestIdGenerator(), around: withinRequest, activeTraceId, observe }));
  // Before any route, so that every rate limit and cookie reads the same answer.
  app.use("*", clientConnection(settings.STEWARD_TRUSTED_PROXIES));
  // The probes, before everything else that could touch the database (routes/probes.routes.ts).
  app.route("/", mountProbeRoutes(ping, logger));
  if (metrics && settings.STEWARD_METRICS_TOKEN) app.route("/", mountMetricsRoute(metrics, settings.STEWARD_METRICS_TOKEN));

  const api = new OpenAPIHono<AppEnv>();
  api.use("*", apiCors(settings.ALLOWED_ORIGINS));
  // Who is calling is known before any body is read: it needs only the header or the cookie.
  api.use("*", async (c, next) => {
    c.set("services", services);
    c.set("actor", await authenticate(c, services));
    decideLocale(c, settings.STEWARD_DEFAULT_LOCALE);
    await next();
  });
  // Bodies are read only by a route's JSON reader, after its access rule (http/declare-route.ts); this
  // says how much it may read. One exception, for exactly one method and path and for callers who
  // may use it: the bulk grant takes up to 200,000 rows. A larger declared length is refused at once.
  api.use("*", async (c, next) => {
    const actor = c.var.actor;
    const bulk = c.req.method === "POST" && c.req.path === BULK_GRANT_PATH && actor !== null && mayManageAccess(actor.role);
    // The spreadsheet import's upload (routes/imports.routes.ts) reads its file up to its own limit.
    const upload = c.req.method === "POST" && c.req.path === IMPORT_UPLOAD_PATH && actor !== null && mayImportSpreadsheets(actor.role);
    const max = bulk ? BULK_GRANT_MAX_BODY_BYTES : upload ? IMPORT_LIMITS.maxBytes : settings.STEWARD_MAX_BODY_BYTES;
    c.set("maxBodyBytes", max);
    const declared = Number(c.req.header("content-length") ?? 0);
    if (declared > max && upload) throw fileRefusal("too_large", { max: IMPORT_LIMITS.maxBytes / (1024 * 1024) }, c.var.locale);
    if (declared > max) return c.json({ message: ERROR_CODES.payloadTooLarge }, 413);
    await next();
  });
  api.use("*", originCheck(settings.ALLOWED_ORIGINS, settings.STEWARD_PUBLIC_URL && new URL(settings.STEWARD_PUBLIC_URL).origin));
  api.use("*", jsonBodiesOnly);

  for (const resource of RESOURCES) api.route("/", resource.mount({ settings, ping, app }));
  app.route("/api", api);
  // SCIM provisioning: beside /api, with its own bearer tokens and error bodies (scim/scim.routes.ts).
  app.route(SCIM_BASE_PATH, createScimApp({ services, settings, logger }));
  // The public report form's routes (issue 34), before the directory's: their own CORS, limits and body cap.
  app.route(
    PUBLIC_API_PREFIX,
    mountPublicReportRoutes({
      services,
      perHour: settings.STEWARD_REPORT_RATE_LIMIT,
      perEmailPerDay: settings.STEWARD_REPORT_EMAIL_RATE_LIMIT,
      confirmPerMinute: settings.STEWARD_PUBLIC_RATE_LIMIT,
      defaultLocale: settings.STEWARD_DEFAULT_LOCALE,
    }),
  );
  // The public directory: its API (documented beside /api, PUBLIC_ROUTES) and its page.
  app.route(
    PUBLIC_API_PREFIX,
    mountPublicDirectoryRoutes({
      services,
      changeVersion: services.directory.changeVersion,
      perMinute: settings.STEWARD_PUBLIC_RATE_LIMIT,
      directoryUrl: `${publicUrlOf(settings)}/directory`,
      defaultLocale: settings.STEWARD_DEFAULT_LOCALE,
    }),
  );
  app.route("/", mountDirectoryPage(services, settings.STEWARD_THEME, settings.STEWARD_DEFAULT_LOCALE));
  // Its two public forms (issue 34): they hand the reporter's form to the public reports API above.
  app.route("/", mountReportFormPages(services, settings, (request, env) => app.fetch(request, env)));
  // Hono consults only the top-level app's notFound; API clients always get JSON (http/not-found.ts).
  app.notFound(answerNotFound);

  app.get("/host-config.json", (c) =>
    c.json({ remoteManifestUrl: settings.STEWARD_REMOTE_MANIFEST_URL, apiBaseUrl: "", theme: settings.STEWARD_THEME }),
  );

  // The one place errors are shaped: a sentence in a body is said in the request's language
  // (http/request-locale.ts, i18n/api-sentences.ts); codes stay exactly as they are.
  app.onError((err, c) => {
    const locale = localeOf(c, settings.STEWARD_DEFAULT_LOCALE);
    if (err instanceof Refusal) return c.json(localizedErrorBody(err.body, locale), STATUS_OF[err.kind]);
    if (err instanceof HTTPException) {
      // Hono's own refusals, e.g. a body that is not JSON.
      const status = err.status;
      if (status === 400) {
        const body = { name: "ValidationError" as const, message: "Malformed request", errors: [{ path: "", message: err.message || "Malformed JSON body" }] };
        return c.json(localizedErrorBody(body, locale), 400);
      }
      return c.json({ message: err.message || ERROR_CODES.internal }, status);
    }
    // Another process held the database's write lock for longer than a change may wait.
    if (err instanceof LibsqlError && isBusy(err)) {
      c.header("Retry-After", "1");
      return c.json({ message: ERROR_CODES.databaseBusy }, 503);
    }
    // The libSQL server is down or out of reach: nothing to fix here, the client reconnects.
    if (isDatabaseUnreachable(err)) {
      // Not the message: drizzle puts the query and its parameters there.
      logger.warn("database unreachable", { id: c.var.requestId, path: c.req.path });
      c.header("Retry-After", "1");
      return c.json({ message: ERROR_CODES.databaseUnavailable }, 503);
    }
    logger.error("unhandled error", { id: c.var.requestId, path: c.req.path, error: String(err instanceof Error ? err.stack : err) });
    return c.json({ message: ERROR_CODES.internal, requestId: c.var.requestId }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
