// Waits until a process and its children stop using the CPU. Requests the peer could not answer
// within autocannon's 10 s are abandoned by the load generator but not by the peer, which goes on
// working through them after the load has ended, on the same two cores as the next measurement
// (a Steward scenario). Linux only (/proc); elsewhere it returns at once.
import { existsSync, readdirSync, readFileSync } from "node:fs";

/** utime + stime of one process, in clock ticks; 0 once it is gone. */
function ticksOf(pid: number): number {
  try {
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function parentOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return -1;
  }
}

/** The process and every descendant (tsx runs the peer's server in a child process). */
function treeOf(root: number): number[] {
  const parents = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    if (/^\d+$/.test(name)) parents.set(Number(name), parentOf(Number(name)));
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  return tree;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Quiet {
  quiet: boolean;
  waitedMs: number;
}

/**
 * Resolves once the tree used at most `share` of one core over a whole `windowMs`, or after
 * `maxMs` with `quiet: false`.
 */
export async function waitUntilQuiet(pid: number, { share = 0.05, windowMs = 1000, maxMs = 30_000 } = {}): Promise<Quiet> {
  if (!existsSync(`/proc/${pid}/stat`)) return { quiet: true, waitedMs: 0 };
  const started = Date.now();
  const ticksPerMs = 100 / 1000;
  for (;;) {
    const tree = treeOf(pid);
    const before = tree.reduce((n, p) => n + ticksOf(p), 0);
    await sleep(windowMs);
    const used = tree.reduce((n, p) => n + ticksOf(p), 0) - before;
    if (used <= share * windowMs * ticksPerMs) return { quiet: true, waitedMs: Date.now() - started };
    if (Date.now() - started >= maxMs) return { quiet: false, waitedMs: Date.now() - started };
  }
}
