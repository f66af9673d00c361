// Recertification campaigns (issue 18) on the bench's institution: a campaign over the whole
// institution (every live account and every grant not yet ended) is created and opened through the API, the
// open timed end to end (one request, one transaction: the items are frozen by two INSERT ...
// SELECT statements), then the unit admin's page of items is put under load.
import type { Client } from "@libsql/client";
import { http } from "../tests/support/server.ts";

export interface OpenedCampaign {
  id: number;
  seconds: number;
  items: number;
  accounts: number;
  grants: number;
  /** The unit admin's first page of items, to load. */
  itemsPath: string;
  adminItems: number;
}

export async function openInstitutionCampaign(serverUrl: string, db: Client, superToken: string, adminToken: string): Promise<OpenedCampaign> {
  const created = await http(serverUrl, "POST", "/api/campaigns", {
    token: superToken,
    // unit null: the whole institution, every top-level unit and everything below.
    body: { name: "Bench recertification", unit: null, dueDate: "2099-12-31", subjects: ["accounts", "access"], recurrence: null },
  });
  if (created.status !== 201) throw new Error(`campaign create: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.doc.id as number;
  const started = performance.now();
  const opened = await http(serverUrl, "POST", `/api/campaigns/${id}/open`, { token: superToken });
  const seconds = (performance.now() - started) / 1000;
  if (opened.status !== 200) throw new Error(`campaign open: ${opened.status} ${JSON.stringify(opened.body)}`);
  const count = async (sql: string) => Number(Object.values((await db.execute({ sql, args: [id] })).rows[0] ?? {})[0] ?? 0);
  const itemsPath = `/api/campaigns/${id}/items`;
  const adminPage = await http(serverUrl, "GET", itemsPath, { token: adminToken });
  if (adminPage.status !== 200) throw new Error(`unit admin's items: ${adminPage.status}`);
  return {
    id,
    seconds,
    items: opened.body.doc.progress.total,
    accounts: await count("SELECT count(*) FROM campaign_items WHERE campaign_id = ? AND kind = 'account'"),
    grants: await count("SELECT count(*) FROM campaign_items WHERE campaign_id = ? AND kind = 'access'"),
    itemsPath,
    adminItems: adminPage.body.totalDocs,
  };
}
