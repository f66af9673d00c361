// The audience rule (api/src/notifications/audience.ts) as a table: for each event type, who hears
// of it in one small institution. Expected sets are written by hand from docs/decisions.md.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENT_TYPES, type EventType } from "@steward/shared";
import { AUDIENCE, resolveAudience } from "../src/notifications/audience.ts";
import { createHarness, type Harness } from "./harness.ts";
import { firstUser, grant, insertUnit, insertUser } from "./fixtures.ts";
import { createAccount } from "./social-medias-fixtures.ts";
import { users } from "../src/db/schema.ts";
import { eq } from "drizzle-orm";

let h: Harness;
const id: Record<string, number> = {};
const nameOf = new Map<number, string>();

beforeAll(async () => {
  h = await createHarness();
  const root = await firstUser(h);
  id.S = root.user.id;
  nameOf.set(root.user.id, "S");
  const uni = await insertUnit(h, "University");
  const faculty = await insertUnit(h, "Faculty", uni.id);
  const dept = await insertUnit(h, "Department", faculty.id);
  const arts = await insertUnit(h, "Arts", uni.id);
  const hospital = await insertUnit(h, "Hospital");
  Object.assign(id, { uni: uni.id, faculty: faculty.id, dept: dept.id, arts: arts.id, hospital: hospital.id });
  const person = async (key: string, role: "super_admin" | "unit_admin" | "social_media_manager") => {
    id[key] = (await insertUser(h, `${key.toLowerCase()}@uni.edu`, role, key)).id;
    nameOf.set(id[key]!, key);
  };
  await person("S2", "super_admin");
  await person("UA_uni", "unit_admin");
  await person("UA_fac", "unit_admin");
  await person("UA_expired", "unit_admin");
  await person("UA_future", "unit_admin");
  await person("UA_inactive", "unit_admin");
  await person("UA_arts", "unit_admin");
  await person("P", "social_media_manager");
  await person("M", "social_media_manager");
  await person("F", "social_media_manager");
  await person("G", "social_media_manager");
  await grant(h, id.UA_uni!, uni.id);
  await grant(h, id.UA_fac!, faculty.id);
  await grant(h, id.UA_expired!, faculty.id, "temporary", "2026-01-01", "2026-03-14");
  await grant(h, id.UA_future!, faculty.id, "temporary", "2026-03-16", "2026-12-31");
  await grant(h, id.UA_inactive!, faculty.id);
  await h.database.direct.update(users).set({ status: "inactive" }).where(eq(users.id, id.UA_inactive!));
  await grant(h, id.UA_arts!, arts.id);
  for (const k of ["P", "M", "F", "G"]) await grant(h, id[k]!, dept.id);
  const account = (unit: number, name: string) => ({
    name, profileUrl: `https://x.com/${name}`, platform: "twitter", creationDate: "2026-03-15", organization: unit,
    primaryAdmin: id.P, backupAdmin: id.M, adminContactEmails: ["a@uni.edu"], thirdPartyManagement: "no", socialMediaManagers: [id.F],
  });
  id.A = await createAccount(h, root.token, account(dept.id, "dept"));
  id.H = await createAccount(h, root.token, account(hospital.id, "hospital"));
});
afterAll(() => h.close());

interface Row {
  type: EventType;
  why: string;
  unit: string | null;
  actor?: string;
  payload?: (ids: Record<string, number>) => Record<string, unknown>;
  recipients?: string[];
  hears: string[] | "everyone but the actor";
}

const EVERYONE = ["S", "S2", "UA_uni", "UA_fac", "UA_expired", "UA_future", "UA_arts", "P", "M", "F", "G"];

const TABLE: Row[] = [
  { type: "review_request.opened", why: "super admins review", unit: "dept", actor: "UA_fac", hears: ["S", "S2"] },
  { type: "account.awaiting_approval", why: "super admins approve", unit: "dept", actor: "UA_fac", payload: (i) => ({ accountId: i.A }), hears: ["S", "S2"] },
  {
    type: "account.status_changed", why: "unit admins over the unit (grants in force, active), the account's admins and managers", unit: "dept", actor: "S",
    payload: (i) => ({ accountId: i.A }), hears: ["UA_uni", "UA_fac", "P", "M", "F"],
  },
  { type: "account.rejected", why: "its requester, named by the change", unit: "dept", actor: "S", payload: (i) => ({ accountId: i.A }), recipients: ["UA_fac"], hears: ["UA_fac"] },
  { type: "account.rejected", why: "requester unknown: the unit admins over the unit", unit: "dept", actor: "S", payload: (i) => ({ accountId: i.A }), hears: ["UA_uni", "UA_fac"] },
  { type: "flag.raised", why: "raised by the scan: unit admins over the unit and the account's admins", unit: "dept", payload: (i) => ({ accountId: i.A }), hears: ["UA_uni", "UA_fac", "P", "M"] },
  { type: "flag.raised", why: "the one who raised it is not told", unit: "dept", actor: "UA_fac", payload: (i) => ({ accountId: i.A }), hears: ["UA_uni", "P", "M"] },
  { type: "flag.raised", why: "no unit admin over the unit: the super admins instead", unit: "hospital", payload: (i) => ({ accountId: i.H }), hears: ["S", "S2", "P", "M"] },
  { type: "flag.resolved", why: "as raised", unit: "dept", actor: "S", payload: (i) => ({ accountId: i.A }), hears: ["UA_uni", "UA_fac", "P", "M"] },
  { type: "access.expiring", why: "the person and the unit admins over the unit", unit: "dept", payload: (i) => ({ userId: i.G }), hears: ["G", "UA_uni", "UA_fac"] },
  { type: "access.expiring", why: "an inactive person hears nothing", unit: "faculty", payload: (i) => ({ userId: i.UA_inactive }), hears: ["UA_uni", "UA_fac"] },
  { type: "policy.published", why: "every active user", unit: null, actor: "S", hears: "everyone but the actor" },
  { type: "handover_task.opened", why: "the assignee and the unit admins over the account's unit", unit: "dept", actor: "S", payload: (i) => ({ assigneeId: i.P, accountId: i.A }), hears: ["P", "UA_uni", "UA_fac"] },
  { type: "handover_task.overdue", why: "as opened", unit: "dept", payload: (i) => ({ assigneeId: i.P, accountId: i.A }), hears: ["P", "UA_uni", "UA_fac"] },
  { type: "campaign.opened", why: "named recipients, active ones only, actor kept", unit: "arts", actor: "UA_arts", recipients: ["UA_arts", "UA_inactive", "G"], hears: ["UA_arts", "G"] },
  { type: "campaign.due_soon", why: "no names given: unit admins over the unit", unit: "arts", hears: ["UA_uni", "UA_arts"] },
  { type: "campaign.item_overdue", why: "no names given: unit admins over the unit", unit: "faculty", hears: ["UA_uni", "UA_fac"] },
  {
    type: "incident.opened", why: "unit admins over the unit, the account's admins and managers; not the reporter", unit: "dept", actor: "P",
    payload: (i) => ({ accountId: i.A }), hears: ["UA_uni", "UA_fac", "M", "F"],
  },
  { type: "incident.closed", why: "as opened", unit: "dept", actor: "UA_fac", payload: (i) => ({ accountId: i.A }), hears: ["UA_uni", "P", "M", "F"] },
  { type: "incident.step_assigned", why: "the one the step is given to", unit: "dept", actor: "UA_fac", payload: (i) => ({ accountId: i.A, assigneeId: i.M }), hears: ["M"] },
  { type: "case.created", why: "names its owners", unit: "dept", recipients: ["P", "M", "UA_fac"], hears: ["P", "M", "UA_fac"] },
  { type: "case.state_changed", why: "names the other owners (the service leaves the mover out)", unit: "dept", actor: "P", recipients: ["M"], hears: ["M"] },
  { type: "case.clock_reminder", why: "names its owners", unit: "dept", recipients: ["P"], hears: ["P"] },
  { type: "case.clock_escalated", why: "no names given: the super admins", unit: "dept", hears: ["S", "S2"] },
  { type: "case.clock_breached", why: "names its recipients", unit: "dept", recipients: ["P", "S"], hears: ["P", "S"] },
];

describe("who hears of each event", () => {
  it("every event type has a rule and a row here", () => {
    expect(Object.keys(AUDIENCE).sort()).toEqual([...EVENT_TYPES].sort());
    expect(EVENT_TYPES.filter((t) => !TABLE.some((r) => r.type === t))).toEqual([]);
  });

  it.each(TABLE)("$type: $why", async (row) => {
    const actorId = row.actor ? id[row.actor]! : null;
    const got = await resolveAudience(
      h.database.db,
      {
        type: row.type,
        unitId: row.unit ? id[row.unit]! : null,
        actorId,
        recipients: row.recipients ? row.recipients.map((k) => id[k]!) : null,
        payload: row.payload?.(id) ?? {},
      },
      "2026-03-15",
    );
    const expected = row.hears === "everyone but the actor" ? EVERYONE.filter((k) => k !== row.actor) : row.hears;
    expect(got.map((u) => nameOf.get(u)).sort()).toEqual([...expected].sort());
  });
});
