// A small institution for the account tests: a faculty and its department, a sibling faculty, and
// users of each role with grants on them. Accounts are created through the API under test.
import { call, type Harness } from "./harness.ts";
import { firstUser, grant, insertUnit, insertUser, signIn } from "./fixtures.ts";

export interface AccountWorld {
  ids: { root: number; faculty: number; dept: number; sibling: number };
  users: { superAdmin: number; unitAdmin: number; manager: number; otherAdmin: number; facultyStaff: number; siblingStaff: number };
  tokens: { superAdmin: string; unitAdmin: string; manager: string; otherAdmin: string };
}

export async function buildAccountWorld(h: Harness): Promise<AccountWorld> {
  const { user: root, token: superAdmin } = await firstUser(h);
  const rootUnit = await insertUnit(h, "University");
  const faculty = await insertUnit(h, "Faculty of Science", rootUnit.id);
  const dept = await insertUnit(h, "Physics", faculty.id);
  const sibling = await insertUnit(h, "Faculty of Arts", rootUnit.id);
  const unitAdmin = await insertUser(h, "ua@uni.edu", "unit_admin", "Una Admin");
  const manager = await insertUser(h, "smm@uni.edu", "social_media_manager", "Sam Manager");
  const otherAdmin = await insertUser(h, "arts-ua@uni.edu", "unit_admin", "Arturo Admin");
  const facultyStaff = await insertUser(h, "staff@uni.edu", "social_media_manager", "Fay Staff");
  const siblingStaff = await insertUser(h, "arts-staff@uni.edu", "social_media_manager", "Art Staff");
  await grant(h, unitAdmin.id, faculty.id);
  await grant(h, manager.id, faculty.id);
  await grant(h, facultyStaff.id, dept.id);
  await grant(h, otherAdmin.id, sibling.id);
  await grant(h, siblingStaff.id, sibling.id);
  return {
    ids: { root: rootUnit.id, faculty: faculty.id, dept: dept.id, sibling: sibling.id },
    users: { superAdmin: root.id as number, unitAdmin: unitAdmin.id, manager: manager.id, otherAdmin: otherAdmin.id, facultyStaff: facultyStaff.id, siblingStaff: siblingStaff.id },
    tokens: {
      superAdmin,
      unitAdmin: await signIn(h, "ua@uni.edu"),
      manager: await signIn(h, "smm@uni.edu"),
      otherAdmin: await signIn(h, "arts-ua@uni.edu"),
    },
  };
}

/** A complete, valid create body for an account of the faculty. */
export function accountBody(w: AccountWorld, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Science on YouTube",
    profileUrl: "https://www.youtube.com/@uniscience",
    platform: "youtube",
    creationDate: "2026-03-15",
    organization: w.ids.faculty,
    primaryAdmin: w.users.unitAdmin,
    backupAdmin: w.users.manager,
    adminContactEmails: ["social@uni.edu"],
    accountHandle: "@uniscience",
    thirdPartyManagement: "no",
    socialMediaManagers: [w.users.facultyStaff],
    ...overrides,
  };
}

export async function createAccount(h: Harness, token: string, body: Record<string, unknown>): Promise<number> {
  const res = await call(h, "POST", "/api/social-medias", { token, body });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.doc.id as number;
}
