// The peer's audit export, Payload's own way: a script reading the REST API in keyset pages
// (`where[id][greater_than]=<last>&sort=id&pagination=false`, depth 0, so no count and no OFFSET),
// writing one JSON line per entry, as `steward audit export --format jsonl` writes them.
//
//   tsx src/export.ts --url http://127.0.0.1:PORT --token <JWT> --out file.jsonl [--page 5000]
// Prints the number of entries written.
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { url: { type: "string" }, token: { type: "string" }, out: { type: "string" }, page: { type: "string", default: "5000" } } });
if (!values.url || !values.token || !values.out) throw new Error("usage: export.ts --url URL --token JWT --out FILE");
const out = createWriteStream(values.out);
let last = 0;
let written = 0;
for (;;) {
  const url = `${values.url}/api/audit-logs?where[id][greater_than]=${last}&sort=id&limit=${values.page}&pagination=false&depth=0`;
  const res = await fetch(url, { headers: { authorization: `Bearer ${values.token}` } });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  const { docs } = (await res.json()) as { docs: { id: number }[] };
  if (docs.length === 0) break;
  const chunk = docs.map((d) => JSON.stringify(d)).join("\n") + "\n";
  if (!out.write(chunk)) await once(out, "drain");
  written += docs.length;
  last = docs[docs.length - 1]!.id;
}
out.end();
await once(out, "finish");
process.stdout.write(`${written}\n`);
