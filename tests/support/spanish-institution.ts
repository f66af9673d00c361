// An institution whose records are named in Spanish words (issue 31's walk): on a Spanish screen
// its data cannot be mistaken for English left in the interface, and on an English screen the
// checker is told these names are data. Made through the API as a super admin would, except the
// units (straight into the database, as the seed task does).
import type { Locale } from "@steward/shared";
import { seedUnits } from "./seed-units.ts";
import { http, type RunningServer } from "./server.ts";

export const PASSWORD = "una contraseña bastante larga";
export const SUPER_ADMIN = { name: "Ana Restrepo", email: "ana@universidad.edu.co", password: PASSWORD };
export const UNIT_ADMIN = { name: "Úrsula Gómez", email: "ursula@universidad.edu.co" };
const SUCCESSOR = { name: "Tomás Herrera", email: "tomas@universidad.edu.co" };
const MANAGER = { name: "Sergio Ramírez", email: "sergio@universidad.edu.co" };
const PENDING = { name: "Patricia Pérez", email: "patricia@universidad.edu.co" };
// Offboarded at the start: her account's handover tasks wait for her successor.
const LEAVING = { name: "Lorena Vásquez", email: "lorena@universidad.edu.co" };
const LEAVING_ACCOUNT = ["Emisora Cultural", "facebook", "emisoracultural"] as const;
const LEAVING_NOTE = "Traslado a otra sede.";
const ROOT_UNIT = "Universidad Andina";
// seedUnits makes every third unit inactive, starting with the first.
const UNITS = ["Archivo Histórico", "Facultad de Ciencias", "Escuela de Música", "Biblioteca Central"];
const ACCOUNTS = [
  ["Noticias Química", "youtube", "noticiasquimica"],
  ["Vida Universitaria", "instagram", "vidauniversitaria"],
] as const;
const CAMPAIGN = "Revisión semestral";
const FLAG_NOTE = "Agencia externa sin contacto registrado.";
const POLICY_TITLE = "Política de redes sociales";
const POLICY_TEXT = "Proteja las cuentas de la institución.";

export const SPANISH_POLICY = (version: number) => ({
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: POLICY_TITLE }] },
    { type: "paragraph", content: [{ type: "text", text: POLICY_TEXT }] },
    ...(version > 1 ? [{ type: "paragraph", content: [{ type: "text", text: `Versión revisada número ${version}.` }] }] : []),
  ],
});

/** Every name and text the institution's records hold: data, whatever language it is in. */
export const SPANISH_DATA: readonly string[] = [
  SUPER_ADMIN.name,
  UNIT_ADMIN.name,
  SUCCESSOR.name,
  MANAGER.name,
  PENDING.name,
  LEAVING.name,
  LEAVING_NOTE,
  ROOT_UNIT,
  ...UNITS,
  ...[...ACCOUNTS, LEAVING_ACCOUNT].flatMap(([name, , handle]) => [name, `@${handle}`]),
  CAMPAIGN,
  FLAG_NOTE,
  POLICY_TITLE,
  POLICY_TEXT,
  "Versión revisada número",
];

export interface SpanishInstitution {
  token: string;
  unitId: number;
  unitAdminId: number;
  managerId: number;
  pendingId: number;
  accountIds: number[];
  campaignId: number;
}

async function login(server: RunningServer, email: string): Promise<string> {
  const res = await http(server.url, "POST", "/api/users/login", { body: { email, password: PASSWORD } });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return String(res.body.token);
}

async function created(server: RunningServer, token: string, path: string, body: unknown): Promise<number> {
  const res = await http(server.url, "POST", path, { token, body });
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return Number(res.body.doc?.id ?? res.body.user?.id ?? res.body.id);
}

export async function makeSpanishInstitution(server: RunningServer): Promise<SpanishInstitution> {
  const first = await http(server.url, "POST", "/api/create-first-user", { body: SUPER_ADMIN });
  if (first.status !== 201) throw new Error(`first user: ${first.status} ${JSON.stringify(first.body)}`);
  const token = await login(server, SUPER_ADMIN.email);
  await seedUnits(server.databaseUrl, ROOT_UNIT, UNITS);
  const units = await http(server.url, "GET", "/api/organization?limit=100", { token });
  const unitId = (units.body.docs as { id: number; name: string }[]).find((unit) => unit.name === UNITS[1])!.id;
  const person = (who: { name: string; email: string }, role: string) => ({ ...who, role, status: "active", organizations: [unitId], password: PASSWORD });
  const unitAdminId = await created(server, token, "/api/users", person(UNIT_ADMIN, "unit_admin"));
  const successorId = await created(server, token, "/api/users", person(SUCCESSOR, "unit_admin"));
  const managerId = await created(server, token, "/api/users", person(MANAGER, "social_media_manager"));
  const leavingId = await created(server, token, "/api/users", person(LEAVING, "social_media_manager"));
  const account = ([name, platform, handle]: readonly [string, string, string], primaryAdmin: number) =>
    created(server, token, "/api/social-medias", {
      name,
      profileUrl: `https://example.org/${handle}`,
      platform,
      creationDate: "2026-03-15",
      organization: unitId,
      primaryAdmin,
      backupAdmin: unitAdminId,
      adminContactEmails: ["redes@universidad.edu.co"],
      accountHandle: `@${handle}`,
      thirdPartyManagement: "no",
      socialMediaManagers: [primaryAdmin],
    });
  const accountIds: number[] = [];
  for (const one of ACCOUNTS) accountIds.push(await account(one, managerId));
  await account(LEAVING_ACCOUNT, leavingId);
  const offboarded = await http(server.url, "POST", `/api/users/${leavingId}/offboard`, { token, body: { successor: successorId, note: LEAVING_NOTE } });
  if (offboarded.status !== 200 && offboarded.status !== 201) throw new Error(`offboard: ${offboarded.status} ${JSON.stringify(offboarded.body)}`);
  const flag = await http(server.url, "POST", "/api/flags", {
    token,
    body: { socialMedia: accountIds[0], category: "third_party_without_contact", severity: "critical", description: FLAG_NOTE },
  });
  if (flag.status !== 201) throw new Error(`flag: ${flag.status} ${JSON.stringify(flag.body)}`);
  const campaignId = await created(server, token, "/api/campaigns", { name: CAMPAIGN, unit: null, dueDate: "2026-12-31", subjects: ["accounts", "access"] });
  // A manager the unit admin proposes: a review request waiting for the super admin.
  const unitAdminToken = await login(server, UNIT_ADMIN.email);
  const pendingId = await created(server, unitAdminToken, "/api/users", { ...PENDING, role: "social_media_manager", organizations: [unitId] });
  await publishPolicy(server, token, 1);
  return { token, unitId, unitAdminId, managerId, pendingId, accountIds, campaignId };
}

/** A new version of the policy: everyone meets the policy gate again at their next page. */
export async function publishPolicy(server: RunningServer, token: string, version: number): Promise<void> {
  // The super admin accepts the version in force first (the API serves nothing before that).
  const current = await http(server.url, "GET", "/api/policies/current", { token });
  if (current.body?.policy && !current.body.accepted) await http(server.url, "POST", "/api/acknowledgments", { token, body: { policy: current.body.policy.id } });
  const policy = await http(server.url, "POST", "/api/policies", { token, body: { text: SPANISH_POLICY(version) } });
  if (policy.status !== 201) throw new Error(`policy: ${policy.status} ${JSON.stringify(policy.body)}`);
}

/** Sets a person's language as they would: PATCH /api/users/me (their own record, before the policy too). */
export async function setLanguage(server: RunningServer, email: string, locale: Locale): Promise<void> {
  const token = await login(server, email);
  const res = await http(server.url, "PATCH", "/api/users/me", { token, body: { locale } });
  if (res.status !== 200) throw new Error(`PATCH /api/users/me: ${res.status} ${JSON.stringify(res.body)}`);
}
