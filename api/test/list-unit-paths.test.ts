// Issue 30's leftovers in the list answers: every unit a list names carries its path (namesakes
// told apart in each table), the review queue names its reviewers as people, the audit names
// campaigns and policies from the current record, and the users list has the home page's
// expiring-access filter ("See all").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createHarness, type Harness } from "./harness.ts";
import { grant, insertUser } from "./fixtures.ts";
import { buildCampaignWorld, campaignOver, type CampaignWorld } from "./campaign-fixtures.ts";

let h: Harness;
let w: CampaignWorld;
let campaignId: number;
beforeAll(async () => {
  h = await createHarness();
  w = await buildCampaignWorld(h);
  campaignId = await campaignOver(w, w.units.uni);
});
afterAll(() => h.close());

const PHYSICS = ["University", "Faculty of Science", "Physics"];
const FACULTY = ["University", "Faculty of Science"];
const ARTS = ["University", "Arts"];

describe("unit paths in list answers", () => {
  it("the accounts and users lists name each unit with the names from the root down to it", async () => {
    const accounts = await call(h, "GET", "/api/social-medias?limit=50", { token: w.root.token });
    expect(accounts.status).toBe(200);
    const lab = accounts.body.docs.find((a: any) => a.name === "Physics Lab");
    expect(lab.organization).toEqual({ id: w.units.physics, name: "Physics", pathNames: PHYSICS });
    expect(lab.organizations).toEqual([{ id: w.units.physics, name: "Physics", pathNames: PHYSICS }]);

    const people = await call(h, "GET", "/api/users?limit=50", { token: w.root.token });
    expect(people.status).toBe(200);
    const byName = (name: string) => people.body.docs.find((u: any) => u.name === name);
    expect(byName("Max Manager").organizations).toEqual([{ id: w.units.physics, name: "Physics", pathNames: PHYSICS }]);
    expect(byName("Cara Curator").organizations).toEqual([{ id: w.units.arts, name: "Arts", pathNames: ARTS }]);
  });

  it("a person read alone (the edit form) names their units with their paths too", async () => {
    const max = await call(h, "GET", `/api/users/${w.max.id}`, { token: w.root.token });
    expect(max.status).toBe(200);
    expect(max.body.doc.organizations).toEqual([{ id: w.units.physics, name: "Physics", pathNames: PHYSICS }]);
  });

  it("campaigns, a campaign's items and the review queue name their units with their paths", async () => {
    const campaigns = await call(h, "GET", "/api/campaigns", { token: w.root.token });
    expect(campaigns.body.docs.find((c: any) => c.id === campaignId).unit).toEqual({ id: w.units.uni, name: "University", pathNames: ["University"] });

    const items = await call(h, "GET", `/api/campaigns/${campaignId}/items?limit=100`, { token: w.root.token });
    const lab = items.body.docs.find((i: any) => i.subject.name === "Physics Lab");
    expect(lab.unit).toEqual({ id: w.units.physics, name: "Physics", pathNames: PHYSICS });

    const queue = await call(h, "GET", "/api/campaign-items?limit=100", { token: w.ana.token });
    expect(queue.status).toBe(200);
    const science = queue.body.docs.find((i: any) => i.subject.name === "Science News");
    expect(science.unit).toEqual({ id: w.units.faculty, name: "Faculty of Science", pathNames: FACULTY });
  });
});

describe("the review queue names its reviewers", () => {
  it("each item carries the people who review it with their e-mail (Physics has no unit admin: the Faculty's review it)", async () => {
    const queue = await call(h, "GET", "/api/campaign-items?limit=100", { token: w.ana.token });
    const lab = queue.body.docs.find((i: any) => i.subject.name === "Physics Lab");
    expect(lab.reviewers).toEqual([
      { id: w.ana.id, name: "Ana Admin", email: "ana@uni.edu" },
      { id: w.ben.id, name: "Ben Backup", email: "ben@uni.edu" },
    ]);
    const cara = await call(h, "GET", "/api/campaign-items?limit=100", { token: w.cara.token });
    expect(new Set(cara.body.docs.map((i: any) => i.reviewers.map((p: any) => p.email).join(",")))).toEqual(new Set(["cara@uni.edu"]));
  });
});

describe("the users list's expiring filter", () => {
  it("lists the people whose temporary grant in scope ends within the home page's window, and no one else", async () => {
    const soon = await insertUser(h, "tess@uni.edu", "social_media_manager", "Tess Temp");
    await grant(h, soon.id, w.units.arts, "temporary", "2026-01-01", "2026-03-20");
    const later = await insertUser(h, "lars@uni.edu", "social_media_manager", "Lars Later");
    await grant(h, later.id, w.units.arts, "temporary", "2026-01-01", "2026-06-30");
    const gone = await insertUser(h, "gwen@uni.edu", "social_media_manager", "Gwen Gone");
    await grant(h, gone.id, w.units.physics, "temporary", "2026-01-01", "2026-03-01");
    const near = await insertUser(h, "nico@uni.edu", "social_media_manager", "Nico Near");
    await grant(h, near.id, w.units.physics, "temporary", "2026-01-01", "2026-03-29");

    const all = await call(h, "GET", "/api/users?expiring=yes&limit=50", { token: w.root.token });
    expect(all.status).toBe(200);
    expect(all.body.docs.map((u: any) => u.name).sort()).toEqual(["Nico Near", "Tess Temp"]);
    // Within a unit admin's scope only: Cara holds Arts, so Nico's Physics grant is not hers to see.
    const arts = await call(h, "GET", "/api/users?expiring=yes&limit=50", { token: w.cara.token });
    expect(arts.body.docs.map((u: any) => u.name)).toEqual(["Tess Temp"]);
    // The home page's card shows the same people.
    const home = await call(h, "GET", "/api/dashboard", { token: w.root.token });
    expect(home.body.expiringGrants.map((g: any) => g.user.name).sort()).toEqual(["Nico Near", "Tess Temp"]);
    expect((await call(h, "GET", "/api/users?expiring=maybe", { token: w.root.token })).status).toBe(400);
  });
});

describe("audit entries named from the current record", () => {
  it("a campaign's entries carry its name today; a policy's its version", async () => {
    const policy = await call(h, "POST", "/api/policies", {
      token: w.root.token,
      body: { text: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Be kind." }] }] } },
    });
    expect(policy.status).toBe(201);
    // A new policy gates everyone until accepted (the policy gate); the super admin accepts it.
    expect((await call(h, "POST", "/api/acknowledgments", { token: w.root.token, body: { policy: policy.body.doc.id } })).status).toBeLessThan(300);
    const log = await call(h, "GET", "/api/audit-logs?limit=100&entity=campaigns,policies", { token: w.root.token });
    expect(log.status).toBe(200);
    const campaignEntries = log.body.docs.filter((e: any) => e.entity === "campaigns" && e.document === campaignId);
    expect(campaignEntries.length).toBeGreaterThan(0);
    for (const entry of campaignEntries) expect(entry.documentName).toBe("Spring 2026 recertification");
    const policyEntry = log.body.docs.find((e: any) => e.entity === "policies" && e.document === policy.body.doc.id);
    expect(policyEntry.documentVersion).toBe(policy.body.doc.version);
    // Other records carry no version.
    expect(campaignEntries[0].documentVersion).toBeUndefined();
  });
});
