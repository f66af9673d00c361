// The public API of the official accounts directory, under /public/v1 (issue 20): no sign-in, open
// CORS for GET, a rate limit per client address, and every answer cacheable (public-cache.ts).
import type { Context } from "hono";
import { ERROR_CODES, PUBLIC_DIRECTORY_BASE, publicDirectoryContracts, type Locale, type Platform, type PublicAccount } from "@steward/shared";
import { pageLocale } from "../directory-page/page-locale.ts";
import { checkAnswerText } from "../directory-page/render-directory.ts";
import { csvCell, exportValue } from "../audit/export-format.ts";
import { serverT } from "../i18n/server-catalogue.ts";
import { clientAddress } from "../http/client-address.ts";
import { corsHeaders } from "../http/cors.ts";
import { factory } from "../http/context.ts";
import { publicRoute } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { createPublicCache } from "../http/public-cache.ts";
import { createRateLimit } from "../http/rate-limit.ts";
import type { Services } from "../services/services.ts";

export const PUBLIC_API_PREFIX = PUBLIC_DIRECTORY_BASE;

export const publicDirectoryRoutes = {
  accounts: declareRoute({ ...publicDirectoryContracts.accounts, access: publicRoute() }),
  archived: declareRoute({ ...publicDirectoryContracts.archived, access: publicRoute() }),
  verify: declareRoute({ ...publicDirectoryContracts.verify, access: publicRoute() }),
};

const CSV_COLUMNS = ["id", "name", "platform", "handle", "profileUrl", "unit", "unitPath", "contact", "attested", "lastAttestedAt"] as const;

/** A platform as the CSV's reader says it: English keeps the code, as the file always had it. */
const platformIn = (locale: Locale, platform: string) => (locale === "en" ? platform : serverT(locale)(`platforms.${platform as Platform}`));

/** The CSV in the requester's language (issue 31): header row, platform and attested; the rest as published. */
function csvOf(accounts: readonly PublicAccount[], locale: Locale): string {
  const lines = accounts.map((a) =>
    [a.id, a.name, platformIn(locale, a.platform), a.handle, a.profileUrl, a.unit.name, a.unit.path.join(" / "), a.unit.contact, exportValue(locale, "attested", a.attested ? "yes" : "no"), a.lastAttestedAt].map(csvCell).join(","),
  );
  const header = CSV_COLUMNS.map((c) => csvCell(serverT(locale)(`exports.directory.${c}`))).join(",");
  return `${header}\r\n${lines.map((l) => `${l}\r\n`).join("")}`;
}

/** schema.org: one Organization per unit, `sameAs` its official profiles, linked to its parent. */
function jsonLdOf(accounts: readonly PublicAccount[], directoryUrl: string) {
  const byUnit = new Map<number, { unit: PublicAccount["unit"]; sameAs: string[] }>();
  for (const a of accounts) {
    const entry = byUnit.get(a.unit.id) ?? { unit: a.unit, sameAs: [] };
    entry.sameAs.push(a.profileUrl);
    byUnit.set(a.unit.id, entry);
  }
  return {
    "@context": "https://schema.org",
    "@graph": [...byUnit.values()].map(({ unit, sameAs }) => ({
      "@type": "Organization",
      "@id": `${directoryUrl}?unit=${unit.id}`,
      name: unit.name,
      ...(unit.contact ? { email: unit.contact } : {}),
      ...(unit.path.length > 1 ? { parentOrganization: { "@type": "Organization", name: unit.path[unit.path.length - 2] } } : {}),
      sameAs,
    })),
  };
}

export interface PublicDirectoryOptions {
  services: Services;
  changeVersion: (() => number | Promise<number>) | undefined;
  /** Requests per minute per client address; 0 turns the limit off. */
  perMinute: number;
  directoryUrl: string;
  /** The institution's language (STEWARD_DEFAULT_LOCALE): a verify answer's words when the request names none. */
  defaultLocale?: Locale;
}

export function mountPublicDirectoryRoutes({ services, changeVersion, perMinute, directoryUrl, defaultLocale = "en" }: PublicDirectoryOptions) {
  const app = router();
  const cache = createPublicCache(changeVersion);
  const limit = createRateLimit(perMinute, 60_000);
  app.use("*", corsHeaders({ origin: "*", allowMethods: ["GET", "HEAD", "OPTIONS"], exposeHeaders: ["ETag", "Retry-After"] }));
  app.use(
    "*",
    factory.createMiddleware(async (c, next) => {
      if (perMinute > 0) {
        const wait = limit.hit(clientAddress(c), Date.now());
        if (wait > 0) {
          c.header("Retry-After", String(wait));
          return c.json({ message: ERROR_CODES.tooManyRequests }, 429);
        }
      }
      c.set("services", services);
      await next();
    }),
  );

  handle(app, publicDirectoryRoutes.accounts, async (c) => {
    const query = c.req.valid("query");
    // Only the CSV is written for a person to read, so only it follows the browser's language.
    const csvLocale = query.format === "csv" ? pageLocale(undefined, c.req.header("accept-language"), defaultLocale).locale : undefined;
    const key = `accounts?${JSON.stringify(query)}${csvLocale ? `|${csvLocale}` : ""}`;
    const res = await cache.respond(c, key, async () => {
      if (csvLocale) return { body: csvOf(await services.directory.all(query), csvLocale), contentType: "text/csv; charset=utf-8" };
      if (query.format === "jsonld") return { body: JSON.stringify(jsonLdOf(await services.directory.all(query), directoryUrl)), contentType: "application/ld+json" };
      return { body: JSON.stringify(await services.directory.list(query)), contentType: "application/json" };
    });
    if (csvLocale) res.headers.append("Vary", "Accept-Language");
    return res;
  });
  handle(app, publicDirectoryRoutes.archived, async (c) => {
    const { page, limit: size } = c.req.valid("query");
    return cache.respond(c, `archived?${page}&${size}`, async () => ({ body: JSON.stringify(await services.directory.archived(page, size)), contentType: "application/json" }));
  });
  // The hot path (issue 20): an answer kept for exactly this query string (and language) is sent
  // before the declared route parses and validates the query again; it was validated when it was kept.
  // The answer's `summary` is in the request's language (page-locale.ts); its other fields are not.
  const verifyLocale = (c: Context) => pageLocale(c.req.query("lang"), c.req.header("accept-language"), defaultLocale);
  const verifyKey = (c: Context, locale: Locale) => {
    const query = c.req.url.indexOf("?");
    return query < 0 ? `verify|${locale}` : `verify|${locale}${c.req.url.slice(query)}`;
  };
  const varyByLanguage = (c: Context, res: Response, lang: Locale | undefined) => {
    if (!lang) res.headers.append("Vary", "Accept-Language");
    return res;
  };
  app.get(publicDirectoryRoutes.verify.path, async (c, next) => {
    const { locale, lang } = verifyLocale(c);
    const kept = await cache.sendKept(c, verifyKey(c, locale));
    if (kept) return varyByLanguage(c, kept, lang);
    await next();
  });
  handle(app, publicDirectoryRoutes.verify, async (c) => {
    const { url, platform } = c.req.valid("query");
    const { locale, lang } = verifyLocale(c);
    const res = await cache.respond(c, verifyKey(c, locale), async () => {
      const answer = await services.directory.verify(url, platform);
      return { body: JSON.stringify({ ...answer, summary: checkAnswerText(answer, locale) }), contentType: "application/json" };
    });
    return varyByLanguage(c, res, lang);
  });
  return app;
}
