// Runs the real `steward` CLI as a process, the way an operator's script would.
import { spawn } from "node:child_process";
import { DENO, REPO_ROOT } from "../../tests/support/server.ts";

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runSteward(args: string[], env: Record<string, string> = {}, stdin?: string): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(DENO, ["run", "--quiet", "--allow-net", "--allow-env", "--allow-read", "--allow-write", "--allow-sys", "cli/main.ts", ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, NO_COLOR: "1", ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin ?? "");
  });
}
