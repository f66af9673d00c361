// Writes units straight into a running server's database file (another process, as the seed task
// will be): unit creation through the API comes with the units issue; these tests need a tree now.
import { createClient } from "@libsql/client";

export async function seedUnits(databaseUrl: string, rootName: string, childNames: readonly string[]): Promise<void> {
  const client = createClient({ url: databaseUrl, timeout: 5000 });
  try {
    const tx = await client.transaction("write");
    const root = await tx.execute({
      sql: "INSERT INTO units (name, type, path, depth, status) VALUES (?, 'higher_education_institution', '/pending/', 0, 'active') RETURNING id",
      args: [rootName],
    });
    const rootId = Number(root.rows[0]?.["id"]);
    await tx.execute({ sql: "UPDATE units SET path = ? WHERE id = ?", args: [`/${rootId}/`, rootId] });
    for (const [i, name] of childNames.entries()) {
      const row = await tx.execute({
        sql: "INSERT INTO units (name, type, parent_id, path, depth, status, email) VALUES (?, 'department', ?, '/pending/', 1, ?, ?) RETURNING id",
        args: [name, rootId, i % 3 === 0 ? "inactive" : "active", `unit${i}@uni.edu`],
      });
      const id = Number(row.rows[0]?.["id"]);
      await tx.execute({ sql: "UPDATE units SET path = ? WHERE id = ?", args: [`/${rootId}/${id}/`, id] });
    }
    await tx.commit();
  } finally {
    client.close();
  }
}
