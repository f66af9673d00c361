// GET /directory: the public directory as HTML made on the server (render-directory.ts), cached and
// revalidated like the public API. Bad query values fall back to the defaults: a public page does
// not answer a mistyped link with an error. Its language: `?lang`, else Accept-Language, else the
// institution's (page-locale.ts); a kept answer is kept per language.
import { Hono } from "hono";
import { LOCALES, PLATFORMS, type Locale, type Platform } from "@steward/shared";
import { DIRECTORY_THEMES, renderDirectoryPage, type DirectoryTheme } from "../directory-page/render-directory.ts";
import { languageLinks, pageLocale } from "../directory-page/page-locale.ts";
import { createPublicCache } from "../http/public-cache.ts";
import type { Services } from "../services/services.ts";

const PAGE_SIZE = 25;

const oneOf = <T extends string>(values: readonly T[], v: string | undefined): T | undefined => (values as readonly string[]).includes(v ?? "") ? (v as T) : undefined;
const positive = (v: string | undefined) => (v && /^[1-9]\d{0,8}$/.test(v) ? Number(v) : undefined);

export function mountDirectoryPage(services: Services, defaultTheme: DirectoryTheme, defaultLocale: Locale = "en") {
  const app = new Hono();
  const cache = createPublicCache(services.directory.changeVersion);
  app.get("/directory", async (c) => {
    const q = c.req.query("q")?.trim().slice(0, 200) || undefined;
    const platform = oneOf<Platform>(PLATFORMS, c.req.query("platform"));
    const unit = positive(c.req.query("unit"));
    const page = positive(c.req.query("page")) ?? 1;
    const account = positive(c.req.query("account"));
    const theme = oneOf(DIRECTORY_THEMES, c.req.query("theme")) ?? defaultTheme;
    // The "is this account official?" box: the verify API's own answer, said in words on the page.
    const checkUrl = c.req.query("check")?.trim().slice(0, 2048) || undefined;
    const checkPlatform = oneOf<Platform>(PLATFORMS, c.req.query("checkPlatform"));
    const query = { q, platform, unit, page };
    const { locale, lang } = pageLocale(c.req.query("lang"), c.req.header("accept-language"), defaultLocale);
    // The page's own parameters as understood (not any others a link carried), so the kept answers stay few.
    const kept = { q, platform, unit, page: page > 1 ? page : undefined, account, theme: c.req.query("theme") ? theme : undefined, check: checkUrl, checkPlatform };
    const search = new URLSearchParams(Object.entries(kept).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
    const links = languageLinks("/directory", search, LOCALES);
    const res = await cache.respond(c, JSON.stringify({ ...query, account, theme, checkUrl, checkPlatform, locale, lang, links }), async () => {
      const [result, units, answer] = await Promise.all([
        services.directory.list({ ...query, account, limit: PAGE_SIZE, format: "json" }),
        services.directory.units(),
        checkUrl ? services.directory.verify(checkUrl, checkPlatform) : undefined,
      ]);
      const roots = units.filter((u) => u.parentId === null);
      const institution = roots.length === 1 ? roots[0]!.name : undefined;
      const check = checkUrl && answer ? { url: checkUrl, platform: checkPlatform, answer } : undefined;
      return { body: renderDirectoryPage({ institution, locale, lang, languageLinks: links, query, result, units, theme, check }), contentType: "text/html; charset=utf-8" };
    });
    // Without `?lang` the words follow Accept-Language: a shared cache must keep one copy per language.
    if (!lang) res.headers.append("Vary", "Accept-Language");
    return res;
  });
  return app;
}
