import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FLAG_MESSAGES, type FlagDoc, type FlagScanResult } from "@steward/shared";
import { socialMedias, users } from "../src/db/schema.ts";
import { evaluateAccount, DORMANT_DAYS } from "../src/services/flag-rules.ts";
import { flagIn, localizeScanDescription } from "../src/i18n/scan-descriptions.ts";
import type { AccountFacts } from "../src/repositories/risk-facts-repo.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, insertUnit, insertUser } from "./fixtures.ts";
import { insertAccount, saveLatestPost } from "./account-fixtures.ts";

let h: Harness;
let root: string;
const acc: Record<string, number> = {};
const unitIds: Record<string, number> = {};
const people: Record<string, number> = {};

const pairs = (flags: FlagDoc[]) => flags.map((f) => `${f.socialMedia.name}:${f.category}`).sort();
const scan = async () => {
  const res = await call(h, "POST", "/api/flags/scan", { token: root });
  expect(res.status).toBe(200);
  return res.body as unknown as FlagScanResult;
};
const auditCount = async () => (await call(h, "GET", "/api/audit-logs?entity=flags&limit=1", { token: root })).body.totalDocs as number;

beforeAll(async () => {
  h = await createHarness();
  root = (await firstUser(h)).token;
  const uni = await insertUnit(h, "University");
  const dept = await insertUnit(h, "Department", uni.id);
  Object.assign(unitIds, { uni: uni.id, dept: dept.id });
  const good = await insertUser(h, "good@uni.edu", "unit_admin", "Grace Good");
  const backup = await insertUser(h, "backup@uni.edu", "unit_admin", "Ben Backup");
  const weak = await insertUser(h, "weak@uni.edu", "unit_admin", "Walt Weak");
  const complete = { isEnabledTwoFactor: true, isCompletedTrainingAccessibility: true, isCompletedTrainingRisk: true, isCompletedTrainingBrand: true };
  await h.database.direct.update(users).set(complete).where(eq(users.id, good.id));
  await h.database.direct.update(users).set(complete).where(eq(users.id, backup.id));
  Object.assign(people, { good: good.id, backup: backup.id, weak: weak.id });
  const safe = { primaryAdminId: good.id, backupAdminId: backup.id };
  acc["A"] = (await insertAccount(h, { name: "A", units: [dept.id], ...safe })).id;
  acc["B"] = (await insertAccount(h, { name: "B", units: [dept.id], primaryAdminId: weak.id })).id;
  acc["C"] = (await insertAccount(h, { name: "C", units: [uni.id], ...safe, thirdPartyManagement: "yes", verificationStatus: "notVerified" })).id;
  acc["D"] = (await insertAccount(h, { name: "D", units: [uni.id], status: "inactive" })).id;
  acc["E"] = (await insertAccount(h, { name: "E", units: [uni.id], ...safe, updatedAt: "2025-06-01T00:00:00.000Z" })).id;
  acc["F"] = (await insertAccount(h, { name: "F", units: [uni.id], ...safe, updatedAt: "2025-06-01T00:00:00.000Z" })).id;
  await saveLatestPost(h, acc["F"], "2026-03-01T10:00:00Z");
  acc["G"] = (await insertAccount(h, { name: "G", units: [uni.id], primaryAdminId: good.id })).id;
  acc["H"] = (await insertAccount(h, { name: "H", units: [uni.id], primaryAdminId: good.id })).id;
  // A person already raised G's risk; H's was dismissed as an accepted risk.
  await call(h, "POST", "/api/flags", { token: root, body: { socialMedia: acc["G"], category: "missing_backup_admin", severity: "medium" } });
  const h1 = await call(h, "POST", "/api/flags", { token: root, body: { socialMedia: acc["H"], category: "missing_backup_admin", severity: "high" } });
  await call(h, "PATCH", `/api/flags/${h1.body.doc.id}`, { token: root, body: { status: "dismissed", resolutionNote: "Single-person office, accepted" } });
});
afterAll(() => h.close());

describe("risk scan", () => {
  let firstOpened: FlagDoc[] = [];

  it("opens one flag per (account, category) found, audited one entry each", async () => {
    const before = await auditCount();
    const result = await scan();
    firstOpened = result.opened;
    expect(pairs(result.opened)).toEqual([
      "B:admin_training_incomplete",
      "B:admin_without_two_factor",
      "B:missing_backup_admin",
      "C:third_party_without_contact",
      "C:unverified_account",
      "E:dormant_account",
    ]);
    expect(result.closed).toEqual([]);
    for (const flag of result.opened) expect(flag).toMatchObject({ status: "open", source: "scan", raisedBy: null });
    expect(result.opened.find((f) => f.category === "missing_backup_admin")?.severity).toBe("high");
    expect(result.opened.find((f) => f.category === "admin_without_two_factor")?.description).toContain("Walt Weak (primary administrator)");
    expect(await auditCount()).toBe(before + 6);
    const entry = await call(h, "GET", `/api/audit-logs?entity=flags&documentId=${result.opened[0]?.id}`, { token: root });
    expect(entry.body.docs[0]).toMatchObject({ action: "create", user: { name: "Root Admin" } });
    expect(entry.body.docs[0].organizations.map((o: { id: number }) => o.id)).toEqual([unitIds["dept"]]);
  });

  it("never duplicates a flag that is open or in review, and respects a dismissal", async () => {
    const flagB = firstOpened.find((f) => f.socialMedia.name === "B" && f.category === "missing_backup_admin");
    await call(h, "PATCH", `/api/flags/${flagB?.id}`, { token: root, body: { status: "in_review" } });
    const before = await auditCount();
    const again = await scan();
    expect(again).toEqual({ opened: [], closed: [] });
    expect(await auditCount()).toBe(before);
    const all = await call(h, "GET", `/api/flags?socialMedia=${acc["H"]},${acc["G"]}&limit=100`, { token: root });
    expect(all.body.docs.map((f: FlagDoc) => `${f.socialMedia.name}:${f.status}:${f.source}`).sort()).toEqual(["G:open:user", "H:dismissed:user"]);
  });

  it("closes the scan's own flags whose cause is gone, with the note and flag_resolution, and leaves people's flags alone", async () => {
    await h.database.direct.update(users).set({ isEnabledTwoFactor: true }).where(eq(users.id, people["weak"]!));
    await h.database.direct.update(socialMedias).set({ backupAdminId: people["backup"]! }).where(eq(socialMedias.id, acc["B"]!));
    await h.database.direct.update(socialMedias).set({ backupAdminId: people["backup"]! }).where(eq(socialMedias.id, acc["G"]!));
    await h.database.direct.update(socialMedias).set({ status: "inactive" }).where(eq(socialMedias.id, acc["C"]!));
    const before = await auditCount();
    const result = await scan();
    expect(result.opened).toEqual([]);
    expect(pairs(result.closed)).toEqual([
      "B:admin_without_two_factor",
      "B:missing_backup_admin",
      "C:third_party_without_contact",
      "C:unverified_account",
    ]);
    for (const flag of result.closed) {
      expect(flag).toMatchObject({ status: "resolved", resolutionNote: FLAG_MESSAGES.scanClosedNote, resolvedAt: h.clock.now.toISOString() });
    }
    expect(await auditCount()).toBe(before + 4);
    const entries = await call(h, "GET", "/api/audit-logs?entity=flags&action=flag_resolution&limit=100", { token: root });
    const closedIds = new Set(result.closed.map((f) => f.id));
    expect(entries.body.docs.filter((e: { document: number }) => closedIds.has(e.document))).toHaveLength(4);
    const g = await call(h, "GET", `/api/flags?socialMedia=${acc["G"]}`, { token: root });
    expect(g.body.docs[0].status).toBe("open");
  });

  it("opens a new flag when a closed cause comes back", async () => {
    await h.database.direct.update(socialMedias).set({ backupAdminId: null }).where(eq(socialMedias.id, acc["B"]!));
    const result = await scan();
    expect(pairs(result.opened)).toEqual(["B:missing_backup_admin"]);
  });

  it("is the super admin's alone", async () => {
    await insertUser(h, "ua@uni.edu", "unit_admin");
    const login = await call(h, "POST", "/api/users/login", { body: { email: "ua@uni.edu", password: "correct horse battery" } });
    expect((await call(h, "POST", "/api/flags/scan", { token: login.body.token })).status).toBe(403);
  });
});

describe("risk rules", () => {
  const now = new Date("2026-03-15T12:00:00.000Z");
  const admin = { id: 1, name: "Ada", isEnabledTwoFactor: true, trainingsComplete: true };
  const base: AccountFacts = {
    id: 1, name: "X", status: "active", verificationStatus: "verified", thirdPartyManagement: "no", thirdPartyContact: "",
    updatedAt: "2026-03-01T00:00:00.000Z", primaryAdmin: admin, backupAdminId: 2, backupAdmin: { ...admin, id: 2 }, latestPostAt: null,
  };
  const categories = (facts: Partial<AccountFacts>) => evaluateAccount({ ...base, ...facts }, now).map((f) => f.category);

  it("finds nothing on a well-kept account, and nothing on accounts that are not active", () => {
    expect(categories({})).toEqual([]);
    expect(categories({ status: "pending_approval", backupAdminId: null, backupAdmin: null })).toEqual([]);
  });

  it("checks both administrators' two-factor and trainings", () => {
    expect(categories({ backupAdmin: { ...admin, id: 2, isEnabledTwoFactor: false } })).toEqual(["admin_without_two_factor"]);
    expect(categories({ primaryAdmin: { ...admin, trainingsComplete: false } })).toEqual(["admin_training_incomplete"]);
  });

  it("third-party management needs a contact; pending verification is not yet a risk", () => {
    expect(categories({ thirdPartyManagement: "yes", thirdPartyContact: "  " })).toEqual(["third_party_without_contact"]);
    expect(categories({ thirdPartyManagement: "yes", thirdPartyContact: "agency@example.org" })).toEqual([]);
    expect(categories({ verificationStatus: "pending" })).toEqual([]);
  });

  it("dormant after more than DORMANT_DAYS without a post (or, lacking one, without a change)", () => {
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();
    expect(categories({ updatedAt: daysAgo(DORMANT_DAYS) })).toEqual([]);
    expect(categories({ updatedAt: daysAgo(DORMANT_DAYS + 1) })).toEqual(["dormant_account"]);
    expect(categories({ updatedAt: daysAgo(400), latestPostAt: daysAgo(10) })).toEqual([]);
    expect(categories({ updatedAt: daysAgo(1), latestPostAt: daysAgo(DORMANT_DAYS + 5) })).toEqual(["dormant_account"]);
  });
});

describe("the scan's descriptions in the reader's language (issue 31)", () => {
  const now = new Date("2026-03-15T12:00:00.000Z");
  const admin = { id: 1, name: "Ada (Lovelace)", isEnabledTwoFactor: false, trainingsComplete: true };
  const facts: AccountFacts = {
    id: 1, name: "X", status: "active", verificationStatus: "verified", thirdPartyManagement: "no", thirdPartyContact: "",
    updatedAt: "2026-03-01T00:00:00.000Z", primaryAdmin: admin, backupAdminId: 2, backupAdmin: { ...admin, id: 2, name: "Ben" }, latestPostAt: null,
  };

  it("stores the English sentences as before, naming each administrator with their role", () => {
    const [both] = evaluateAccount(facts, now);
    expect(both?.description).toBe("Two-factor authentication is off for Ada (Lovelace) (primary administrator), Ben (backup administrator).");
    const [backupOnly] = evaluateAccount({ ...facts, primaryAdmin: { ...admin, isEnabledTwoFactor: true } }, now);
    expect(backupOnly?.description).toBe("Two-factor authentication is off for Ben (backup administrator).");
    const dormant = evaluateAccount({ ...facts, primaryAdmin: { ...admin, isEnabledTwoFactor: true }, backupAdmin: null, backupAdminId: 2, updatedAt: "2024-01-01T00:00:00.000Z" }, now);
    expect(dormant.map((f) => f.description)).toEqual(["No post or change for 804 days (more than 180)."]);
  });

  it("says a stored description again in Spanish with the same names, and leaves people's own words alone", () => {
    const [both] = evaluateAccount(facts, now);
    expect(localizeScanDescription("es-CO", both!.description)).toBe(
      "La autenticación en dos pasos está desactivada para Ada (Lovelace) (administrador principal) y Ben (administrador suplente).",
    );
    expect(localizeScanDescription("en", both!.description)).toBe(both!.description);
    expect(localizeScanDescription("es-CO", "Typed by a person.")).toBe("Typed by a person.");
    const flag = { source: "user" as const, description: "Active account without a backup administrator." };
    expect(flagIn("es-CO")(flag)).toEqual(flag);
    expect(flagIn("es-CO")({ ...flag, source: "scan" as const }).description).toBe("Cuenta activa sin administrador suplente.");
  });

  it("answers a Spanish reader's flags list and scan in Spanish, an English reader's in English", async () => {
    // The browser's language does not decide a signed-in person's (their own choice does).
    expect((await call(h, "POST", "/api/flags/scan", { token: root, headers: { "accept-language": "es-CO" } })).status).toBe(200);
    await call(h, "PATCH", "/api/users/me", { token: root, body: { locale: "es-CO" } });
    try {
      const list = await call(h, "GET", "/api/flags?limit=100", { token: root });
      const scanned = (list.body.docs as FlagDoc[]).filter((f) => f.source === "scan").map((f) => f.description);
      expect(scanned).toContain("La plataforma no ha verificado esta cuenta.");
      expect(scanned.some((d) => /^Two-factor|^The platform/.test(d))).toBe(false);
      const one = (list.body.docs as FlagDoc[]).find((f) => f.source === "scan" && f.category === "admin_without_two_factor")!;
      expect((await call(h, "GET", `/api/flags/${one.id}`, { token: root })).body.doc.description).toBe(
        "La autenticación en dos pasos está desactivada para Walt Weak (administrador principal).",
      );
    } finally {
      await call(h, "PATCH", "/api/users/me", { token: root, body: { locale: "en" } });
    }
    const english = await call(h, "GET", "/api/flags?limit=100", { token: root });
    expect((english.body.docs as FlagDoc[]).map((f) => f.description)).toContain("The platform has not verified this account.");
  });
});
