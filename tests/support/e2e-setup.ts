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

export interface InstitutionOptions {
  /** The first user was made through the UI already. */
  firstUserExists?: boolean;
  /** Also make people and social media accounts. */
  withAccounts?: boolean;
}

export interface Institution {
  /** The super admin's bearer token. */
  token: string;
  accounts: PeopleAndAccounts | null;
}

/**
 * First user, 24 units (optionally people and accounts), and last a published policy, which
 * every user (the super admin too) must then accept before the API serves them.
 */
export async function prepareInstitution(server: RunningServer, options: InstitutionOptions = {}): Promise<Institution> {
  if (!options.firstUserExists) {
    const created = await http(server.url, "POST", "/api/create-first-user", { body: ADMIN });
    if (created.status !== 201) throw new Error(`first user: ${created.status} ${JSON.stringify(created.body)}`);
  }
  const login = await http(server.url, "POST", "/api/users/login", { body: { email: ADMIN.email, password: ADMIN.password } });
  const token = String(login.body.token);
  await seedUnits(server.databaseUrl, "University", Array.from({ length: 24 }, (_, i) => `Department ${String(i + 1).padStart(2, "0")}`));
  const accounts = options.withAccounts ? await seedPeopleAndAccounts(server, token) : null;
  const policy = await http(server.url, "POST", "/api/policies", { token, body: { text: POLICY_DOC } });
  if (policy.status !== 201) throw new Error(`policy: ${policy.status} ${JSON.stringify(policy.body)}`);
  return { token, accounts };
}

/** A failing step leaves a picture of the page behind, to see what the user saw. */
export async function screenshotOnFailure(page: Page | undefined, prefix: string, name: string, failed: boolean): Promise<void> {
  if (!failed || !page) return;
  await page.screenshot({ path: `test-results/${prefix}-${name.replace(/\W+/g, "-")}.png` }).catch(() => undefined);
}

export interface PeopleAndAccounts {
  unitId: number;
  userId: number;
  accountIds: number[];
  /** A manager the unit admin made, waiting for the super admin's review. */
  pendingUser: { id: number; name: string };
}

export const UNIT_ADMIN = { name: "Una Admin", email: "una@uni.edu", password: "una's long password" };

async function created(server: RunningServer, token: string, path: string, body: unknown): Promise<number> {
  const res = await http(server.url, "POST", path, { token, body });
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return Number(res.body.doc?.id ?? res.body.user?.id);
}

/** A unit admin and a manager on the first department, and three accounts (as the super admin). */
async function seedPeopleAndAccounts(server: RunningServer, token: string): Promise<PeopleAndAccounts> {
  const units = await http(server.url, "GET", "/api/organization?limit=100", { token });
  const unit = (units.body.docs as { id: number; name: string }[] | undefined)?.find((u) => u.name === "Department 02");
  if (!unit) throw new Error(`no unit to attach accounts to: ${units.status} ${JSON.stringify(units.body).slice(0, 200)}`);
  const person = (name: string, email: string, role: string) => ({ name, email, role, status: "active", organizations: [unit.id] });
  const userId = await created(server, token, "/api/users", { ...person(UNIT_ADMIN.name, UNIT_ADMIN.email, "unit_admin"), password: UNIT_ADMIN.password });
  const managerId = await created(server, token, "/api/users", person("Sam Manager", "sam@uni.edu", "social_media_manager"));
  const account = (name: string, platform: string, handle: string) => ({
    name,
    profileUrl: `https://example.org/${handle}`,
    platform,
    creationDate: "2026-03-15",
    organization: unit.id,
    primaryAdmin: userId,
    backupAdmin: managerId,
    adminContactEmails: ["social@uni.edu"],
    accountHandle: `@${handle}`,
    thirdPartyManagement: "no",
    socialMediaManagers: [managerId],
  });
  const accountIds = [
    await created(server, token, "/api/social-medias", account("Physics on YouTube", "youtube", "physics")),
    await created(server, token, "/api/social-medias", account("Chemistry News", "twitter", "chemistry")),
    await created(server, token, "/api/social-medias", account("Campus Life", "instagram", "campus")),
  ];
  const unitAdmin = await http(server.url, "POST", "/api/users/login", { body: { email: UNIT_ADMIN.email, password: UNIT_ADMIN.password } });
  const pendingName = "Pat Pending";
  const pendingId = await created(server, String(unitAdmin.body.token), "/api/users", {
    name: pendingName,
    email: "pat@uni.edu",
    role: "social_media_manager",
    organizations: [unit.id],
  });
  return { unitId: unit.id, userId, accountIds, pendingUser: { id: pendingId, name: pendingName } };
}
