// Issue 31: the CSV exports a person downloads (the audit log, a campaign's evidence) are written
// in the requester's language: the header row and the enumerated values. English keeps the column
// names and codes scripts read; every machine value (ids, dates, hashes, JSON) is the same in both.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CAMPAIGN_EVIDENCE_COLUMNS } from "@steward/shared";
import esExports from "../src/i18n/messages/es-CO/exports.json" with { type: "json" };
import { CSV_COLUMNS } from "../src/audit/export-format.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { buildCampaignWorld, campaignOver, itemsOf, type CampaignWorld } from "./campaign-fixtures.ts";

let h: Harness;
let w: CampaignWorld;
beforeEach(async () => {
  h = await createHarness();
  w = await buildCampaignWorld(h);
});
afterEach(() => h.close());

const es = esExports as Record<string, string>;

async function csvOf(path: string, token: string): Promise<string[][]> {
  const res = await h.app.request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  // No cell of these fixtures holds a comma, a quote or a line break: a plain split reads them.
  return (await res.text()).trimEnd().split("\r\n").map((line) => line.split(","));
}

const setLocale = async (token: string, locale: string) => expect((await call(h, "PATCH", "/api/users/me", { token, body: { locale } })).status).toBe(200);

describe("CSV exports in the requester's language", () => {
  it("the audit export: Spanish headers and roles for a Spanish reader, the same ids and hashes", async () => {
    const [enHeader, ...enRows] = await csvOf("/api/audit-logs/export?format=csv", w.root.token);
    expect(enHeader).toEqual([...CSV_COLUMNS]);
    const role = CSV_COLUMNS.indexOf("userRole");
    expect(enRows.some((r) => r[role] === "super_admin")).toBe(true);

    await setLocale(w.root.token, "es-CO");
    const [esHeader, ...esRows] = await csvOf("/api/audit-logs/export?format=csv", w.root.token);
    expect(esHeader).toEqual(CSV_COLUMNS.map((c) => es[`audit.${c}`]));
    expect(esHeader).toContain("Rol del usuario");
    expect(esRows.some((r) => r[role] === "Superadministrador")).toBe(true);
    expect(esRows.some((r) => r[role] === "super_admin")).toBe(false);
    // The machine columns keep their meaning: the same entries, the same actions and hashes.
    const machine = (rows: string[][]) => rows.slice(0, enRows.length).map((r) => [r[0], r[2], r[3], r[CSV_COLUMNS.indexOf("hash")]]);
    expect(machine(esRows)).toEqual(machine(enRows));
  });

  it("the campaign evidence: Spanish headers, states and decisions for a Spanish reader", async () => {
    const id = await campaignOver(w, w.units.uni);
    const item = (await itemsOf(w, id)).find((i) => i.kind === "account")!;
    expect((await call(h, "PATCH", `/api/campaigns/${id}/items/${item.id}`, { token: w.root.token, body: { decision: "attest" } })).status).toBe(200);
    const at = (c: (typeof CAMPAIGN_EVIDENCE_COLUMNS)[number]) => CAMPAIGN_EVIDENCE_COLUMNS.indexOf(c);

    const [enHeader, ...enRows] = await csvOf(`/api/campaigns/${id}/evidence?format=csv`, w.root.token);
    expect(enHeader).toEqual([...CAMPAIGN_EVIDENCE_COLUMNS]);
    const enDecided = enRows.find((r) => r[at("itemId")] === String(item.id))!;
    expect([enDecided[at("kind")], enDecided[at("state")], enDecided[at("decision")]]).toEqual(["account", "decided", "attest"]);

    await setLocale(w.root.token, "es-CO");
    const [esHeader, ...esRows] = await csvOf(`/api/campaigns/${id}/evidence?format=csv`, w.root.token);
    expect(esHeader).toEqual(CAMPAIGN_EVIDENCE_COLUMNS.map((c) => es[`evidence.${c}`]));
    const esDecided = esRows.find((r) => r[at("itemId")] === String(item.id))!;
    expect([esDecided[at("kind")], esDecided[at("state")], esDecided[at("decision")]]).toEqual(["Cuenta", "Decidido", "Confirmada"]);
    expect(esRows.filter((r) => r[at("state")] === "Pendiente").length).toBe(enRows.filter((r) => r[at("state")] === "pending").length);
    // Ids and the audit hash are the same in both files.
    expect([esDecided[at("itemId")], esDecided[at("auditEntryId")], esDecided[at("auditHash")]]).toEqual([enDecided[at("itemId")], enDecided[at("auditEntryId")], enDecided[at("auditHash")]]);
  });
});
