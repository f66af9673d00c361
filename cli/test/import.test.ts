// `steward import` against the real server: a dry run draws the server's progress and lists each
// refused row with its row and field, exits non-zero and changes nothing; a commit imports; the same
// file again changes nothing; --map takes a column the suggestion does not know; a bad file is
// refused with its sentence.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { http, startServer, type RunningServer } from "../../tests/support/server.ts";
import { cliFor } from "./fixture.ts";

let server: RunningServer;
let cli: ReturnType<typeof cliFor>;
const dir = mkdtempSync(join(tmpdir(), "steward-import-"));

function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

beforeAll(async () => {
  server = await startServer({ apiOnly: true });
  const created = await http(server.url, "POST", "/api/create-first-user", { body: { name: "Root Admin", email: "root@uni.edu", password: "correct horse battery" } });
  expect(created.status).toBe(201);
  cli = cliFor(server);
  await cli.login("root@uni.edu", "correct horse battery");
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

it("checks, imports, and imports again without changes; refused rows and bad files exit non-zero", async () => {
  const bad = file("units-bad.csv", "Unit path,Type\nUniversity,\nUniversity / Library,planet\nUniversity / Press,office\n");
  const dry = await cli.run(["--progress", "import", "units", bad, "--dry-run"]);
  expect(dry.code).toBe(2);
  expect(dry.stderr).toContain("checking [");
  expect(dry.stderr).toContain(`steward: ${bad} row 3, type: "planet" is not one of the accepted values`);
  expect(dry.stdout).toBe("Dry run: 2 created, 0 updated, 0 unchanged, 1 refused. Nothing was changed.\n");
  expect((await http(server.url, "GET", "/api/organization", { token: cli.token() })).body.totalDocs).toBe(0);

  const good = file("units.csv", "Where,Type\nUniversity,\nUniversity / Press,office\n");
  const imported = await cli.run(["import", "units", good, "--map", "path=Where"]);
  expect(imported.stderr).toBe("");
  expect(imported).toMatchObject({ code: 0, stdout: "Imported: 2 created, 0 updated, 0 unchanged, 0 refused.\n" });
  const again = await cli.run(["import", "units", good, "--map", "path=Where"]);
  expect(again).toMatchObject({ code: 0, stdout: "Imported: 0 created, 0 updated, 2 unchanged, 0 refused.\n" });

  const formula = await cli.run(["import", "units", file("evil.csv", "Unit path\n=1+2\n")]);
  expect(formula.code).toBe(2);
  expect(formula.stderr).toContain("Cell A2 holds a formula.");
});
