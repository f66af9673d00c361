// Every page of the dashboard, read from its route files (one file per route, code-based), so that
// checks which must cover every page also cover the pages added after they were written.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DASHBOARD_PAGES, TOP_PAGES } from "@steward/shared";
import { REPO_ROOT } from "./server.ts";

export interface DashboardPage {
  /** Full path, e.g. /dashboard/units/update/$id. */
  path: string;
  /** True for pages that need a signed-in user (children of the dashboard layout). */
  signedIn: boolean;
  file: string;
}

const ROUTES = join(REPO_ROOT, "dashboard-remote", "src", "routes");

export function dashboardPages(): DashboardPage[] {
  const pages: DashboardPage[] = [];
  for (const file of readdirSync(ROUTES).sort()) {
    if (!/\.tsx?$/.test(file) || file.includes(".test.")) continue;
    const source = readFileSync(join(ROUTES, file), "utf8");
    const parent = source.match(/getParentRoute:\s*\(\)\s*=>\s*(\w+)/)?.[1];
    // Each route names its path in shared/dashboard-pages.ts, the list the server's page fallback uses.
    const named = source.match(/\bpath:\s*(TOP_PAGES|DASHBOARD_PAGES)\.(\w+)/);
    const table: Record<string, string> | undefined = named ? (named[1] === "TOP_PAGES" ? TOP_PAGES : DASHBOARD_PAGES) : undefined;
    const path = named && table ? table[named[2]!] : undefined;
    if (!parent || path === undefined) continue;
    if (parent === "rootRoute") {
      // "/" only redirects and "dashboard" is the layout around its children.
      if (path === "/" || path === "dashboard") continue;
      pages.push({ path: `/${path}`, signedIn: false, file });
    } else if (parent === "dashboardRoute") {
      pages.push({ path: path === "/" ? "/dashboard" : `/dashboard/${path}`, signedIn: true, file });
    }
  }
  return pages;
}
