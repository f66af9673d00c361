// The bench waits for the Payload peer to finish what it is still working on before the next
// Steward scenario (bench/lib/quiet.ts): it must wait for a busy process tree, child processes
// included, return soon for an idle one, and give up when told.
import { spawn, type ChildProcess } from "node:child_process";
import { afterEach, expect, it } from "vitest";
import { waitUntilQuiet } from "../../bench/lib/quiet.ts";

let child: ChildProcess | undefined;
afterEach(() => {
  if (child?.pid) process.kill(-child.pid, "SIGKILL");
  child = undefined;
});

/** A shell whose child node spins for `busyMs`, then idles. */
function busyTree(busyMs: number): number {
  child = spawn("sh", ["-c", `node -e 'const t = Date.now(); while (Date.now() - t < ${busyMs}) {} setTimeout(() => {}, 60000)'`], { stdio: "ignore", detached: true });
  return child.pid!;
}

it("waits while a child of the process is busy, and not once it is idle", async () => {
  const pid = busyTree(2500);
  await new Promise((r) => setTimeout(r, 200));
  const busy = await waitUntilQuiet(pid);
  expect(busy.quiet).toBe(true);
  expect(busy.waitedMs).toBeGreaterThanOrEqual(2000);
  const idle = await waitUntilQuiet(pid);
  expect(idle).toMatchObject({ quiet: true });
  expect(idle.waitedMs).toBeLessThan(1500);
});

it("gives up after its limit on a tree that stays busy", async () => {
  const pid = busyTree(20_000);
  await new Promise((r) => setTimeout(r, 200));
  const r = await waitUntilQuiet(pid, { maxMs: 1500 });
  expect(r.quiet).toBe(false);
});
