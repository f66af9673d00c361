// Issue 27, point 1: every redirect target the server sends is proven to stay on this origin (or an
// allowed one) after the URL parser has normalised it. The sign-in endpoints (OIDC, SAML) run the
// same family in oidc.test.ts and saml-sign-in.test.ts, through a real provider.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "./harness.ts";
import { isSafeLocation, OFF_SITE_RETURNS, staysOn } from "./redirect-attacks.ts";

const PUBLIC = "https://steward.uni.edu";
const PORTAL = "https://portal.uni.edu";
let h: Harness;

beforeAll(async () => {
  h = await createHarness({ STEWARD_PUBLIC_URL: PUBLIC, ALLOWED_ORIGINS: PORTAL });
});
afterAll(() => h.close());

async function logoutTo(returnTo: string) {
  const res = await h.app.request(`${PUBLIC}/api/logout?returnTo=${encodeURIComponent(returnTo)}`);
  expect(res.status).toBe(302);
  return res.headers.get("location")!;
}

describe("Open redirect through sign-out", () => {
  it.each(OFF_SITE_RETURNS.map((r) => [JSON.stringify(r), r]))("returnTo=%s stays on this site", async (_name, returnTo) => {
    const location = await logoutTo(returnTo);
    expect(isSafeLocation(location, PUBLIC), location).toBe(true);
  });

  it("a page of this site keeps its path, query and fragment, normalised; a page of the portal stays whole", async () => {
    expect(await logoutTo("/dashboard/units?page=2#top")).toBe("/dashboard/units?page=2#top");
    expect(await logoutTo("/dashboard/x/../units")).toBe("/dashboard/units");
    expect(await logoutTo(`${PUBLIC}/dashboard`)).toBe("/dashboard");
    expect(await logoutTo(`${PORTAL}/social/sign-in?x=1`)).toBe(`${PORTAL}/social/sign-in?x=1`);
    expect(await logoutTo(`https://ops@${PORTAL.slice(8)}/social`)).toBe("/sign-in");
  });

  it("an address encoded twice reaches the check decoded once, as the browser will read it", async () => {
    const res = await h.app.request(`${PUBLIC}/api/logout?returnTo=%252e%252e%252f%252fevil.com`);
    const location = res.headers.get("location")!;
    expect(staysOn(location, PUBLIC)).toBe(true);
  });
});

describe("one way out", () => {
  it("no file of the API sends a redirect except through http/redirect.ts", () => {
    const root = fileURLToPath(new URL("../src", import.meta.url));
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name.endsWith(".ts") && !path.endsWith(join("http", "redirect.ts"))) {
          const text = readFileSync(path, "utf8");
          if (/\.redirect\(|\.header\(\s*["']location["']/i.test(text)) offenders.push(path);
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
