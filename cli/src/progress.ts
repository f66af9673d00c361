// Progress on stderr: drawn when stderr is a terminal, or when --progress asks for it; never on
// stdout, which may be carrying data (an export) into a pipe.
import type { CliIO } from "./io.ts";

export interface Progress {
  update(done: number, note?: string): void;
  finish(note?: string): void;
}

const WIDTH = 28;

export function wantsProgress(io: CliIO, flag: boolean | undefined): boolean {
  return flag ?? io.stderrIsTerminal ?? false;
}

const fmt = (n: number) => n.toLocaleString("en-US");

export function createProgress(io: CliIO, enabled: boolean, label: string, total?: number): Progress {
  if (!enabled) return { update() {}, finish() {} };
  let last = 0;
  const draw = (done: number, note = "") => {
    const bar =
      total && total > 0
        ? `[${"#".repeat(Math.round((Math.min(done, total) / total) * WIDTH)).padEnd(WIDTH, ".")}] ${fmt(done)}/${fmt(total)}`
        : fmt(done);
    io.stderr(`\r\x1b[K${label} ${bar}${note ? ` ${note}` : ""}`);
  };
  return {
    update(done, note) {
      const t = Date.now();
      if (t - last < 100) return;
      last = t;
      draw(done, note);
    },
    finish(note) {
      draw(total ?? 0, note);
      io.stderr("\n");
    },
  };
}
