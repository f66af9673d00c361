// Deno entry point of `steward`: the only CLI file that touches the runtime.
import { dirname } from "node:path";
import { runCli } from "./src/program.ts";
import type { CliFs } from "./src/io.ts";

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

const fs: CliFs = {
  readFile: (path) => Deno.readFile(path),
  openRead: async (path) => (await Deno.open(path, { read: true })).readable,
  openWrite: async (path, opts = {}) => (await Deno.open(path, { write: true, create: true, truncate: true, mode: opts.mode })).writable,
  async readTextFile(path) {
    try {
      return await Deno.readTextFile(path);
    } catch (e) {
      if (e instanceof Deno.errors.NotFound) return undefined;
      throw e;
    }
  },
  async writeTextFile(path, text, mode) {
    // Written beside the target with its final mode, then renamed: never a moment with a readable token.
    const temp = `${path}.${crypto.randomUUID()}.tmp`;
    await Deno.writeTextFile(temp, text, { mode, createNew: true });
    await Deno.chmod(temp, mode);
    await Deno.rename(temp, path);
  },
  async remove(path) {
    await Deno.remove(path).catch((e) => {
      if (!(e instanceof Deno.errors.NotFound)) throw e;
    });
  },
  async mkdir(path, mode) {
    await Deno.mkdir(path, { recursive: true, mode });
    await Deno.mkdir(dirname(path), { recursive: true });
  },
};

function configHome(): string | undefined {
  const env = Deno.env.toObject();
  if (env["XDG_CONFIG_HOME"]) return env["XDG_CONFIG_HOME"];
  if (Deno.build.os === "windows") return env["APPDATA"];
  if (Deno.build.os === "darwin" && env["HOME"]) return `${env["HOME"]}/Library/Application Support`;
  return env["HOME"] ? `${env["HOME"]}/.config` : undefined;
}

const encoder = new TextEncoder();
const code = await runCli(Deno.args, {
  env: Deno.env.toObject(),
  stdout: (s) => Deno.stdout.writeSync(encoder.encode(s)),
  stderr: (s) => Deno.stderr.writeSync(encoder.encode(s)),
  // Closing the CLI's writer must not close the process's stdout for good.
  stdoutStream: () =>
    new WritableStream<Uint8Array>({
      async write(chunk) {
        let offset = 0;
        while (offset < chunk.length) offset += await Deno.stdout.write(chunk.subarray(offset));
      },
    }),
  prompt,
  fetch: globalThis.fetch,
  fs,
  stderrIsTerminal: Deno.stderr.isTerminal(),
  configHome: configHome(),
});
Deno.exit(code);
