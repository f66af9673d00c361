// Runs a command and reports its wall time and peak resident memory (VmHWM from /proc, sampled),
// so export and import figures come with the memory they cost.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

export interface ProcessRun {
  code: number | null;
  seconds: number;
  peakRssMb: number;
  stdout: string;
  stderr: string;
}

function vmHwmKb(pid: number): number {
  try {
    const m = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmHWM:\s+(\d+) kB/);
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

export function runMeasured(cmd: string, args: string[], env: Record<string, string> = {}, cwd?: string): Promise<ProcessRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, cwd, stdio: ["ignore", "pipe", "pipe"] });
    let peak = 0;
    const timer = setInterval(() => {
      if (child.pid) peak = Math.max(peak, vmHwmKb(child.pid));
    }, 20);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", (e) => {
      clearInterval(timer);
      reject(e);
    });
    child.on("close", (code) => {
      clearInterval(timer);
      resolve({ code, seconds: (performance.now() - started) / 1000, peakRssMb: peak / 1024, stdout, stderr });
    });
  });
}
