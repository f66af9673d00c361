// A small institution for the campaign tests (harness clock: 2026-03-15):
//   University (/1/)                 no unit admin
//   ├─ Faculty of Science (/1/2/)    unit admins Ana and Ben
//   │   └─ Physics (/1/2/3/)         no unit admin: Faculty's admins review it
//   └─ Arts (/1/4/)                  unit admin Cara (the only one)
// Accounts: Science News (Faculty), Physics Lab (Physics, with a manager), Arts Voice (Arts),
// Old Feed (Faculty, inactive: not reviewed). Managers Max (Physics) and Mia (Arts).
import { eq } from "drizzle-orm";
import { socialMediaManagers, users } from "../src/db/schema.ts";
import { insertAccount } from "./account-fixtures.ts";
import { call, type Harness } from "./harness.ts";
import { firstUser, grant, insertUnit, insertUser, signIn } from "./fixtures.ts";

export interface CampaignWorld {
  h: Harness;
  root: { id: number; token: string };
  ana: { id: number; token: string };
  ben: { id: number; token: string };
  cara: { id: number; token: string };
  max: { id: number; token: string };
  mia: { id: number };
  units: { uni: number; faculty: number; physics: number; arts: number };
  accounts: { science: number; physics: number; arts: number; old: number };
}

export async function buildCampaignWorld(h: Harness): Promise<CampaignWorld> {
  const root = await firstUser(h);
  const uni = await insertUnit(h, "University");
  const faculty = await insertUnit(h, "Faculty of Science", uni.id);
  const physics = await insertUnit(h, "Physics", faculty.id);
  const arts = await insertUnit(h, "Arts", uni.id);
  const person = async (email: string, role: "unit_admin" | "social_media_manager", unit: number, name: string) => {
    const row = await insertUser(h, email, role, name);
    await grant(h, row.id, unit);
    return row;
  };
  const ana = await person("ana@uni.edu", "unit_admin", faculty.id, "Ana Admin");
  const ben = await person("ben@uni.edu", "unit_admin", faculty.id, "Ben Backup");
  const cara = await person("cara@uni.edu", "unit_admin", arts.id, "Cara Curator");
  const max = await person("max@uni.edu", "social_media_manager", physics.id, "Max Manager");
  const mia = await person("mia@uni.edu", "social_media_manager", arts.id, "Mia Manager");
  await h.database.direct.update(users).set({ isEnabledTwoFactor: true }).where(eq(users.id, ana.id));

  const science = await insertAccount(h, { name: "Science News", units: [faculty.id], primaryAdminId: ana.id, backupAdminId: ben.id });
  const physicsAccount = await insertAccount(h, { name: "Physics Lab", units: [physics.id], primaryAdminId: ana.id });
  const artsAccount = await insertAccount(h, { name: "=Arts Voice", units: [arts.id], primaryAdminId: cara.id, thirdPartyManagement: "yes", thirdPartyContact: "agency@example.org" });
  const old = await insertAccount(h, { name: "Old Feed", units: [faculty.id], status: "inactive" });
  await h.database.direct.insert(socialMediaManagers).values({ socialMediaId: physicsAccount.id, userId: max.id });

  return {
    h,
    root: { id: root.user.id, token: root.token },
    ana: { id: ana.id, token: await signIn(h, "ana@uni.edu") },
    ben: { id: ben.id, token: await signIn(h, "ben@uni.edu") },
    cara: { id: cara.id, token: await signIn(h, "cara@uni.edu") },
    max: { id: max.id, token: await signIn(h, "max@uni.edu") },
    mia: { id: mia.id },
    units: { uni: uni.id, faculty: faculty.id, physics: physics.id, arts: arts.id },
    accounts: { science: science.id, physics: physicsAccount.id, arts: artsAccount.id, old: old.id },
  };
}

/** New sessions for everyone after the clock moved past their end (sessions last 12 hours). */
export async function signInAgain(w: CampaignWorld): Promise<void> {
  w.root.token = await signIn(w.h, "root@uni.edu");
  w.ana.token = await signIn(w.h, "ana@uni.edu");
  w.ben.token = await signIn(w.h, "ben@uni.edu");
  w.cara.token = await signIn(w.h, "cara@uni.edu");
  w.max.token = await signIn(w.h, "max@uni.edu");
}

export const DEFAULT_CAMPAIGN = { name: "Spring 2026 recertification", dueDate: "2026-04-15", subjects: ["accounts", "access"], recurrence: null };

/** Creates (and by default opens) a campaign over `unit` as the super admin. */
export async function campaignOver(w: CampaignWorld, unit: number, body: Record<string, unknown> = {}, open = true): Promise<number> {
  const created = await call(w.h, "POST", "/api/campaigns", { token: w.root.token, body: { ...DEFAULT_CAMPAIGN, unit, ...body } });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.doc.id as number;
  if (open) {
    const opened = await call(w.h, "POST", `/api/campaigns/${id}/open`, { token: w.root.token });
    if (opened.status !== 200) throw new Error(`open: ${opened.status} ${JSON.stringify(opened.body)}`);
  }
  return id;
}

/** Every item of a campaign as the super admin sees it. */
export async function itemsOf(w: CampaignWorld, campaign: number, query = ""): Promise<any[]> {
  const res = await call(w.h, "GET", `/api/campaigns/${campaign}/items?limit=100${query}`, { token: w.root.token });
  if (res.status !== 200) throw new Error(`items: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.docs;
}

/** Every table but sessions, row by row: "nothing changed" compares two of these. */
export async function snapshot(h: Harness): Promise<string> {
  // FTS5's WITHOUT ROWID shadow tables (the search index's bookkeeping) have no rowid; the index is read through its virtual tables.
  const tables = (await h.database.client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('sessions', 'scheduled_jobs') AND sql NOT LIKE '%WITHOUT ROWID%' ORDER BY name")).rows;
  const parts: string[] = [];
  for (const t of tables) parts.push(JSON.stringify((await h.database.client.execute(`SELECT * FROM "${String(t["name"])}" ORDER BY rowid`)).rows));
  return parts.join("\n");
}

export async function eventsOf(h: Harness, type: string): Promise<{ recipients: number[]; payload: any; unitId: number | null; subjectId: number | null }[]> {
  const rows = (await h.database.client.execute({ sql: "SELECT recipients, payload, unit_id, subject_id FROM events WHERE type = ? ORDER BY id", args: [type] })).rows;
  return rows.map((r) => ({
    recipients: JSON.parse(String(r["recipients"] ?? "[]")),
    payload: JSON.parse(String(r["payload"])),
    unitId: r["unit_id"] === null ? null : Number(r["unit_id"]),
    subjectId: r["subject_id"] === null ? null : Number(r["subject_id"]),
  }));
}
