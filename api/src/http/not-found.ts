// What an address that nothing serves answers: the API's JSON refusal under the API prefixes, a
// small page of its own everywhere else. Never the dashboard's page (api/main.ts serves that only
// at the dashboard's own addresses, shared/dashboard-pages.ts): a probe at /healthz or a scraper
// at /metrics that got "200 OK" with HTML would believe whatever it was looking for is there.
import type { Context } from "hono";
import { ERROR_CODES } from "@steward/shared";

/** Prefixes whose callers are programs: they get the contract's JSON body. */
const JSON_PREFIXES = ["/api", "/public", "/scim"] as const;

const underPrefix = (path: string) => JSON_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page not found · Steward</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Page not found</h1>
<p>Steward has no page at this address. Check the link, or go to <a href="/">the dashboard</a>.</p>
</body>
</html>
`;

export function answerNotFound(c: Context): Response {
  if (underPrefix(c.req.path)) return c.json({ message: ERROR_CODES.notFound }, 404);
  return c.html(PAGE, 404);
}
