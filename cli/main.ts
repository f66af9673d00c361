// Deno entry point of `steward`: the only CLI file that touches the runtime.
import { runCli } from "./src/program.ts";

async function prompt(question: string, opts: { secret?: boolean } = {}): Promise<string | undefined> {
  if (!Deno.stdin.isTerminal()) return undefined;
  if (!opts.secret) return globalThis.prompt(question) ?? undefined;
  // Read without echo: raw mode, one line.
  Deno.stdout.writeSync(new TextEncoder().encode(question));
  Deno.stdin.setRaw(true);
  const buf = new Uint8Array(1);
  let text = "";
  try {
    for (;;) {
      const n = await Deno.stdin.read(buf);
      if (n === null) break;
      const ch = buf[0]!;
      if (ch === 3) Deno.exit(130); // Ctrl+C
      if (ch === 13 || ch === 10) break;
      if (ch === 127) text = text.slice(0, -1);
      else text += String.fromCharCode(ch);
    }
  } finally {
    Deno.stdin.setRaw(false);
    Deno.stdout.writeSync(new TextEncoder().encode("\n"));
  }
  return text;
}

const encoder = new TextEncoder();
const code = await runCli(Deno.args, {
  env: Deno.env.toObject(),
  stdout: (s) => Deno.stdout.writeSync(encoder.encode(s)),
  stderr: (s) => Deno.stderr.writeSync(encoder.encode(s)),
  prompt,
  fetch: globalThis.fetch,
});
Deno.exit(code);
