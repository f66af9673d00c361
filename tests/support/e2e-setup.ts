// What several end-to-end files need: a super admin, a published policy and a tree of units, made
// through the API (and the units straight into the database, as the seed task does).
import type { Page } from "playwright-core";
import { seedUnits } from "./seed-units.ts";
import { http, type RunningServer } from "./server.ts";

export const ADMIN = { name: "Ada Admin", email: "ada@uni.edu", password: "a long password" };

export const POLICY_DOC = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "Social media policy" }] },
    { type: "paragraph", content: [{ type: "text", text: "Protect the institution's accounts." }] },
  ],
};

/** First user, a policy waiting for acceptance, 24 units; returns the admin's bearer token. */
export async function prepareInstitution(server: RunningServer): Promise<string> {
  const created = await http(server.url, "POST", "/api/create-first-user", { body: ADMIN });
  if (created.status !== 201) throw new Error(`first user: ${created.status} ${JSON.stringify(created.body)}`);
  const login = await http(server.url, "POST", "/api/users/login", { body: { email: ADMIN.email, password: ADMIN.password } });
  const token = String(login.body.token);
  const policy = await http(server.url, "POST", "/api/policies", { token, body: { text: POLICY_DOC } });
  if (policy.status !== 201) throw new Error(`policy: ${policy.status} ${JSON.stringify(policy.body)}`);
  await seedUnits(server.databaseUrl, "University", Array.from({ length: 24 }, (_, i) => `Department ${String(i + 1).padStart(2, "0")}`));
  return token;
}

/** A failing step leaves a picture of the page behind, to see what the user saw. */
export async function screenshotOnFailure(page: Page | undefined, prefix: string, name: string, failed: boolean): Promise<void> {
  if (!failed || !page) return;
  await page.screenshot({ path: `test-results/${prefix}-${name.replace(/\W+/g, "-")}.png` }).catch(() => undefined);
}
