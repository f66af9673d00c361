// Runs the database command (api/db.ts, `npm run db --`) as a process, as an operator would on the
// server's machine, and makes audit signing keys for tests.
import { spawn } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DENO, REPO_ROOT } from "./server.ts";

export interface DbRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runDbCommand(args: string[], env: Record<string, string>): Promise<DbRun> {
  return new Promise((resolve, reject) => {
    const flags = ["--quiet", "--allow-read", "--allow-write", "--allow-env", "--allow-ffi", "--allow-net", "--allow-sys"];
    const child = spawn(DENO, ["run", ...flags, "api/db.ts", ...args], { cwd: REPO_ROOT, env: { ...process.env, NO_COLOR: "1", LOG_LEVEL: "warn", ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** An Ed25519 key pair as PEM files: the private half for the server, the public half for verifiers. */
export function auditKeyFiles(): { privateKeyFile: string; publicKeyFile: string } {
  const dir = mkdtempSync(join(tmpdir(), "steward-audit-key-"));
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  const privateKeyFile = join(dir, "audit-signing.pem");
  const publicKeyFile = join(dir, "audit-signing.pub.pem");
  writeFileSync(privateKeyFile, privateKey.export({ type: "pkcs8", format: "pem" }), { mode: 0o600 });
  writeFileSync(publicKeyFile, publicKey.export({ type: "spki", format: "pem" }));
  return { privateKeyFile, publicKeyFile };
}
