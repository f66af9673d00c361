// A production install, as the Dockerfile makes one and as an operator on a plain machine would:
// the checkout's files copied to a fresh folder, the dev dependencies installed and the release
// built there (scripts/build-release.sh), then a production install over it (`npm ci --omit=dev`,
// which drops the build tools) and the server started by scripts/start-release.sh as a real
// process. It proves the runtime (deno, croner, the libSQL addon, ...) is declared as a dependency
// where it is used, that the built app starts without a build, and that the start script runs the
// narrowed permission set. It installs from the npm cache (or the registry) twice: a few minutes.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, http, REPO_ROOT } from "../support/server.ts";

const INSTALL_TIMEOUT = 15 * 60_000;
const folder = mkdtempSync(join(tmpdir(), "steward-release-"));
const timings: Record<string, number> = {};

/** The environment without npm's own run-time variables (vitest may run under `npm test`), keeping where the cache is. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (name.startsWith("npm_") && !["npm_config_cache", "npm_config_registry", "npm_config_userconfig"].includes(name)) continue;
    env[name] = value;
  }
  return { ...env, ...extra };
}

function run(step: string, command: string, args: string[], env: NodeJS.ProcessEnv = cleanEnv()): string {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: folder, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  timings[step] = Math.round((Date.now() - started) / 1000);
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  if (result.status !== 0) throw new Error(`${step} failed (${result.status}):\n${output}`);
  return output;
}

/** The checkout's own files as they are now (tracked and new, not ignored): what `git archive` of the working tree holds. */
function copyCheckout(): void {
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: REPO_ROOT, encoding: "utf8" });
  if (listed.status !== 0) throw new Error(listed.stderr);
  for (const file of listed.stdout.split("\0").filter(Boolean)) {
    if (file.startsWith("docs/screenshots/")) continue; // pictures for the README, not part of the app
    const from = join(REPO_ROOT, file);
    if (!existsSync(from) || lstatSync(from).isDirectory()) continue; // deleted in the working tree, or a submodule
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    cpSync(from, join(folder, file));
  }
}

interface Release {
  process: ChildProcess;
  url: string;
  port: number;
  output(): string;
  stop(): Promise<number | null>;
}

/** scripts/start-release.sh as a real process on a free port, with the release's defaults unless `settings` say otherwise. */
async function startRelease(settings: Record<string, string> = {}, launch: string[] = ["sh", "scripts/start-release.sh"]): Promise<Release> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = cleanEnv({ PORT: String(port), HOST: "127.0.0.1", STEWARD_PUBLIC_URL: url, DENO_DIR: join(folder, ".deno-cache"), ...settings });
  // The release's defaults: its data in ./data, a database file there.
  if (!settings["DATABASE_URL"]) delete env["DATABASE_URL"];
  if (!settings["STEWARD_DATA_DIR"]) delete env["STEWARD_DATA_DIR"];
  const child = spawn(launch[0]!, launch.slice(1), { cwd: folder, env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout?.on("data", (d) => (out += d));
  child.stderr?.on("data", (d) => (out += d));
  const release: Release = {
    process: child,
    url,
    port,
    output: () => out,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      return child.exitCode;
    },
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the release exited with ${child.exitCode}:\n${out}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return release;
    if (Date.now() > deadline) {
      await release.stop();
      throw new Error(`the release did not answer:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

const cmdlineOf = (child: ChildProcess) => readFileSync(`/proc/${child.pid}/cmdline`, "utf8").split("\0");

let release: Release | undefined;
let url = "";
let port = 0;

beforeAll(async () => {
  const started = Date.now();
  copyCheckout();
  run("npm ci", "npm", ["ci", "--prefer-offline", "--no-audit", "--no-fund"]);
  run("build", "sh", ["scripts/build-release.sh"]);
  run("npm ci --omit=dev", "npm", ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund"]);
  release = await startRelease();
  url = release.url;
  port = release.port;
  timings["total to serving"] = Math.round((Date.now() - started) / 1000);
  console.log(`production install, seconds: ${JSON.stringify(timings)}`);
}, INSTALL_TIMEOUT);

afterAll(async () => {
  await release?.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe("a production install (npm ci --omit=dev after scripts/build-release.sh)", () => {
  it("holds the runtime and none of the build tools", () => {
    expect(existsSync(join(folder, "node_modules/.bin/deno"))).toBe(true);
    expect(existsSync(join(folder, "node_modules/croner"))).toBe(true);
    expect(existsSync(join(folder, "node_modules/@rspack/cli"))).toBe(false);
    expect(existsSync(join(folder, "node_modules/@fluentui"))).toBe(false);
    expect(existsSync(join(folder, "node_modules/vitest"))).toBe(false);
  });

  it("is served by the start script: Deno itself with the narrowed permission set, the release's own data folder", () => {
    // exec: the process the script started is Deno, so a container's SIGTERM reaches the server.
    const cmdline = cmdlineOf(release!.process);
    expect(cmdline).toContain("-P=server");
    expect(cmdline).toContain("api/main.ts");
    expect(cmdline.some((a) => a === "-A" || a === "--allow-all" || a === "--allow-read" || a === "--allow-write")).toBe(false);
    expect(existsSync(join(folder, "data", "steward.db"))).toBe(true);
    expect(release!.output()).not.toMatch(/Building|rspack/);
  });

  it("serves the dashboard's page, the remote and health", async () => {
    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(await page.text()).toMatch(/<title>[^<]*Steward/i);
    expect((await fetch(`${url}/remote/mf-manifest.json`)).status).toBe(200);
    expect(await http(url, "GET", "/api/health")).toMatchObject({ status: 200, body: { status: "ok" } });
  });

  it("the image's HEALTHCHECK (scripts/healthcheck.mjs) passes against it", async () => {
    const check = spawnSync("node", ["scripts/healthcheck.mjs"], { cwd: folder, env: cleanEnv({ PORT: String(port) }), encoding: "utf8" });
    expect(check.status, check.stderr).toBe(0);
    // ... and fails where nothing listens, with a sentence.
    const nobody = spawnSync("node", ["scripts/healthcheck.mjs"], { cwd: folder, env: cleanEnv({ PORT: String(await freePort()) }), encoding: "utf8" });
    expect(nobody.status).toBe(1);
    expect(nobody.stderr).toMatch(/\/healthz did not answer/);
  });

  it("a first user is created and signs in", async () => {
    expect((await http(url, "GET", "/api/setup")).body).toEqual({ firstUserRequired: true, defaultLocale: "en" });
    const created = await http(url, "POST", "/api/create-first-user", { body: { name: "Ops", email: "ops@uni.edu", password: "a good password" } });
    expect(created.status).toBe(201);
    const login = await http(url, "POST", "/api/users/login", { body: { email: "ops@uni.edu", password: "a good password" } });
    expect(login.status).toBe(200);
    expect((await http(url, "GET", "/api/users/me", { token: login.body.token as string })).body).toMatchObject({ user: { email: "ops@uni.edu" } });
  });

  it("npm start finds the build current and builds nothing; a changed source is found stale, with a sentence where no build tools are", () => {
    const fresh = spawnSync("node", ["scripts/build-state.mjs"], { cwd: folder, env: cleanEnv(), encoding: "utf8" });
    expect(fresh.status, fresh.stderr).toBe(0);
    expect(fresh.stdout + fresh.stderr).toBe("");
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(folder, "dashboard-remote/src/index.ts"), later, later);
    const stale = spawnSync("node", ["scripts/build-state.mjs"], { cwd: folder, env: cleanEnv(), encoding: "utf8" });
    expect(stale.status).toBe(1);
    expect(stale.stderr).toMatch(/The dashboard must be built \(the sources changed since the last build\).*scripts\/build-release\.sh/);
  });

  it("takes its data from STEWARD_DATA_DIR and DATABASE_URL outside ./data, through a symlink as systemd's DynamicUser makes one", async () => {
    const state = mkdtempSync(join(tmpdir(), "steward-state-"));
    try {
      // /var/lib/steward -> /var/lib/private/steward
      mkdirSync(join(state, "private", "steward"), { recursive: true });
      symlinkSync(join(state, "private", "steward"), join(state, "steward"));
      const dataDir = join(state, "steward");
      const elsewhere = await startRelease({ STEWARD_DATA_DIR: dataDir, DATABASE_URL: `file:${dataDir}/steward.db` });
      try {
        expect(await http(elsewhere.url, "GET", "/api/setup")).toMatchObject({ status: 200, body: { firstUserRequired: true } });
        expect(existsSync(join(state, "private", "steward", "steward.db"))).toBe(true);
        expect(existsSync(join(state, "private", "steward", "auth-secret"))).toBe(true);
        const cmdline = cmdlineOf(elsewhere.process);
        expect(cmdline).toContain("-P=server");
        expect(cmdline.find((a) => a.startsWith("--allow-write="))!.split("=")[1]!.split(",")).toEqual(expect.arrayContaining([join(folder, "data"), dataDir]));
      } finally {
        await elsewhere.stop();
      }
    } finally {
      rmSync(state, { recursive: true, force: true });
    }
  });

  it("runs with the release read-only but for its data folder, as a container with read_only: true runs it", async () => {
    const tmp = mkdtempSync(join(tmpdir(), "steward-tmpfs-"));
    const data = join(tmp, "data");
    mkdirSync(data);
    let launch: string[];
    if (process.getuid?.() === 0) {
      // root ignores file modes: a mount namespace where the release is mounted read-only and the
      // data folder (the volume) is mounted writable on ./data, as Docker does.
      const script = 'mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" && mount --bind "$2" "$1/data" && cd "$1" && exec sh scripts/start-release.sh';
      launch = ["unshare", "--mount", "--propagation", "private", "sh", "-c", script, "sh", folder, data];
    } else {
      // anyone else: the release's files and folders lose their write bits; ./data keeps them.
      spawnSync("chmod", ["-R", "a-w", folder]);
      spawnSync("chmod", ["-R", "u+w", join(folder, "data")]);
      launch = ["sh", "scripts/start-release.sh"];
    }
    try {
      // Deno's cache and temporary files on the tmpfs, as the image's DENO_DIR says.
      const readOnly = await startRelease({ DENO_DIR: join(tmp, "deno"), TMPDIR: tmp }, launch);
      try {
        expect(await http(readOnly.url, "GET", "/api/health")).toMatchObject({ status: 200, body: { status: "ok" } });
        expect((await fetch(`${readOnly.url}/`)).status).toBe(200);
        if (process.getuid?.() === 0) {
          const mounts = readFileSync(`/proc/${readOnly.process.pid}/mountinfo`, "utf8").split("\n").map((l) => l.split(" "));
          expect(mounts.find((m) => m[4] === folder)?.[5]).toMatch(/^ro\b/);
          expect(mounts.find((m) => m[4] === join(folder, "data"))?.[5]).toMatch(/^rw\b/);
          expect(existsSync(join(data, "steward.db"))).toBe(true);
        }
        expect(readOnly.output()).not.toMatch(/Read-only file system|PermissionDenied|NotCapable/);
      } finally {
        await readOnly.stop();
      }
    } finally {
      if (process.getuid?.() !== 0) spawnSync("chmod", ["-R", "u+w", folder]);
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  it("stops cleanly on SIGTERM, which reaches the server itself (exit code 0)", async () => {
    expect(await release!.stop()).toBe(0);
    expect(release!.output()).not.toMatch(/^\s+at /m);
  });
});
