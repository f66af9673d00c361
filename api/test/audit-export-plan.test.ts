// An export page must walk the log by id whatever the filters: with an entity filter SQLite had
// chosen the entity index and sorted every matching entry again for each page, so a filtered
// export of a large log took minutes. The plan is what can regress, so the plan is what is tested.
import { inArray, and, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs } from "../src/db/schema.ts";
import { auditPageQuery } from "../src/repositories/audit-export-repo.ts";
import { auditFilters } from "../src/repositories/audit-repo.ts";
import { createHarness, type Harness } from "./harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function planOf(where: Parameters<typeof auditPageQuery>[0]): Promise<string> {
  const { sql, args } = auditPageQuery(where)(5000, 1000);
  const rows = (await h.database.client.execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args })).rows;
  return rows.map((r) => String(r["detail"])).join("\n");
}

describe("the export's page query", () => {
  it("walks audit_logs by id with entity, action and date filters, never sorting", async () => {
    const filters = [
      and(inArray(auditLogs.entity, ["users", "access"]), gte(auditLogs.createdAt, "2024-01-01")),
      inArray(auditLogs.action, ["delete"]),
      auditFilters({ entity: ["social-medias"], from: "2024-01-01", to: "2024-12-31" }, { kind: "all" }),
      undefined,
    ];
    for (const where of filters) {
      const plan = await planOf(where);
      expect(plan).toMatch(/SEARCH audit_logs USING INTEGER PRIMARY KEY \(rowid>\?\)/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });

  it("a scoped page looks its entries up by id, in id order, without sorting them", async () => {
    const plan = await planOf(auditFilters({ entity: ["users"] }, { kind: "paths", roots: ["/1/"] }));
    expect(plan).toMatch(/audit_logs USING INTEGER PRIMARY KEY/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });
});
