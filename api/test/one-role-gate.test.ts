// A permission is checked once (issue 28): the route's declared rule is the role gate, so no service
// refuses by the matrix again. Services still read the matrix to decide what to show (the
// dashboard's figures), never to refuse; row-level rules live in api/src/policies/.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const SERVICES = fileURLToPath(new URL("../src/services", import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []));

it("no service refuses by the permission matrix", () => {
  const gates = sources(SERVICES).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return [/\bauthorize\s*\(/, /!\s*can\s*\(/].filter((gate) => gate.test(text)).map((gate) => `${relative(SERVICES, file)} ${gate}`);
  });
  expect(gates).toEqual([]);
});
