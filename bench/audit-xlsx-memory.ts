// npx tsx bench/audit-xlsx-memory.ts [--rows 1000000]
// Issue 32: the audit log's XLSX export streams in constant memory. Seeds a small institution,
// appends `--rows` audit entries with one SQL statement (the export reads rows; it does not check
// the chain), starts the real server, downloads GET /api/audit-logs/export?format=xlsx as a super
// admin, and samples the server's resident memory (VmRSS) as the bytes arrive. Reported, not timed:
// the RSS at a quarter, half and all of the download, its peak, and the sheet's own uncompressed
// size (the zip's central directory, read by Debian's python), which a server holding the file
// would have to hold in memory. Exit 1 when the second half of the download grew the RSS by more
// than a tenth of the sheet's size.
import { execFileSync } from "node:child_process";
import { createWriteStream, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createClient } from "@libsql/client";
import { seedDataDir, signInSeeded, startOn } from "../tests/support/seeded-server.ts";

const { values } = parseArgs({ options: { rows: { type: "string", default: "1000000" } } });
const rows = Number(values.rows);
const log = (msg: string) => process.stderr.write(`xlsx-memory: ${msg}\n`);

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

const { dataDir, databaseUrl } = seedDataDir("small");
const db = createClient({ url: databaseUrl });
log(`appending ${rows} audit entries`);
await db.execute(`WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ${rows})
  INSERT INTO audit_logs (action, entity, document_id, user_id, user_name, user_role, prev, current, organizations, created_at, prev_hash, hash)
  SELECT 'update', 'users', i, 1, 'Bench person ' || i, 'super_admin',
    '{"name":"Before ' || i || '","email":"p' || i || '@northbridge.edu"}', '{"name":"After ' || i || '","email":"p' || i || '@northbridge.edu"}',
    '[]', '2026-01-01T00:00:00.000Z', printf('%064d', i), printf('%064d', i + 1) FROM k`);
db.close();

const server = await startOn(dataDir);
try {
  const pid = server.process.pid!;
  const token = await signInSeeded(server);
  const res = await fetch(`${server.url}/api/audit-logs/export?format=xlsx`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`export answered ${res.status}`);
  const file = join(dataDir, "audit.xlsx");
  const out = createWriteStream(file);
  const samples: { bytes: number; rss: number }[] = [{ bytes: 0, rss: rssMb(pid) }];
  let bytes = 0;
  let chunks = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (!out.write(value)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
    if (++chunks % 16 === 0) samples.push({ bytes, rss: rssMb(pid) });
  }
  samples.push({ bytes, rss: rssMb(pid) });
  await new Promise<void>((resolve) => out.end(() => resolve()));
  const at = (share: number) => samples.find((s) => s.bytes >= share * bytes)!.rss;
  const sheet = Number(execFileSync("/usr/bin/python3", ["-c", "import sys, zipfile; print(zipfile.ZipFile(sys.argv[1]).getinfo('xl/worksheets/sheet1.xml').file_size)", file], { encoding: "utf8" })) / 1_048_576;
  const peak = Math.max(...samples.map((s) => s.rss));
  const secondHalf = samples[samples.length - 1]!.rss - at(0.5);
  process.stdout.write(
    [
      `audit entries exported: ${rows}+ (the seed's own too)`,
      `file: ${(bytes / 1_048_576).toFixed(1)} MB; its sheet uncompressed: ${sheet.toFixed(0)} MB`,
      `server RSS: start ${samples[0]!.rss.toFixed(0)} MB, at 25% ${at(0.25).toFixed(0)} MB, at 50% ${at(0.5).toFixed(0)} MB, at the end ${samples[samples.length - 1]!.rss.toFixed(0)} MB, peak ${peak.toFixed(0)} MB`,
      `second half of the download: RSS ${secondHalf >= 0 ? "+" : ""}${secondHalf.toFixed(0)} MB for ${(sheet / 2).toFixed(0)} MB of sheet`,
    ].join("\n") + "\n",
  );
  process.exitCode = secondHalf > sheet / 10 ? 1 : 0;
} finally {
  await server.stop();
}
