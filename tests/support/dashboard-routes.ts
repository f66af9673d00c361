// Every page of the dashboard, read from its route files (one file per route, code-based), so that
// checks which must cover every page also cover the pages added after they were written.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
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
    const path = source.match(/\bpath:\s*"([^"]*)"/)?.[1];
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
