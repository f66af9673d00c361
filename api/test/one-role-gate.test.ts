// A permission is checked once (issue 28): the route's declared rule is the role gate, so no service
// refuses by the matrix again. Services still read the matrix to decide what to show (the
// dashboard's figures), never to refuse; every other rule about who may do what lives in
// api/src/policies/, one module per resource, and services ask it: they never compare the actor's
// role themselves, nor take a who-may predicate from shared/ past their policy module.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SERVICES = fileURLToPath(new URL("../src/services", import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []));

/** The role gates a service must not hold: a refusal by the matrix, or a comparison of the actor's role. */
const ROLE_GATES = [/\bauthorize\s*\(/, /!\s*can\s*\(/, /\bactor\.role\s*[!=]==/, /[!=]==\s*actor\.role\b/, /\{[^}]*\brole\b[^}]*\}\s*=\s*actor\b/];

/** The names shared/ gives its who-may rules; a service reaches them through its policy module. */
const WHO_MAY = /^(may[A-Z]\w*|isSuperAdmin|rolesGivableBy|roleChangeNeedsReview|newAccountStatus|newUserNeedsReview)$/;

/** The names a file imports from @steward/shared. */
function sharedImports(text: string): string[] {
  return [...text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"@steward\/shared"/g)].flatMap((m) =>
    m[1]!.split(",").map((name) => name.trim().replace(/^type\s+/, "").split(/\s+as\s+/)[0]!).filter(Boolean),
  );
}

export function roleGatesIn(text: string): string[] {
  return [...ROLE_GATES.filter((gate) => gate.test(text)).map(String), ...sharedImports(text).filter((name) => WHO_MAY.test(name))];
}

describe("the route's declared rule is the one role gate", () => {
  it("no service refuses by the matrix, compares the actor's role, or holds a who-may rule of its own", () => {
    const gates = sources(SERVICES).flatMap((file) => roleGatesIn(readFileSync(file, "utf8")).map((gate) => `${relative(SERVICES, file)} ${gate}`));
    expect(gates).toEqual([]);
  });

  it("the scan sees each kind of second gate", () => {
    expect(roleGatesIn(`if (actor.role !== "super_admin") throw forbidden();`)).toHaveLength(1);
    expect(roleGatesIn(`const isSuperAdmin = actor.role === "super_admin";`)).toHaveLength(1);
    expect(roleGatesIn(`const { id, role } = actor;`)).toHaveLength(1);
    expect(roleGatesIn(`if (!can(actor.role, "USERS", "update")) throw forbidden();`)).toHaveLength(1);
    expect(roleGatesIn(`import {\n  ERROR_CODES,\n  mayPublishAccounts,\n  type Ref,\n} from "@steward/shared";`)).toEqual(["mayPublishAccounts"]);
    // Reading the matrix to decide what to show, and asking the policy module, are not gates.
    expect(roleGatesIn(`const readsAudit = can(actor.role, "AUDIT_LOGS", "read");`)).toEqual([]);
    expect(roleGatesIn(`import { mayManageAccess } from "../policies/users.ts";`)).toEqual([]);
  });
});
