#!/usr/bin/env node
// Whether the built dashboard (host/dist, dashboard-remote/dist, portal/dist) is older than its
// sources. `npm start` runs this before serving, so a fresh clone and a pulled change are built
// first, and a built, unchanged checkout starts at once. The mark is a stamp file written after a
// whole successful build (`npm run build` writes it): rspack may leave an unchanged output file's
// time as it was, so the outputs' own times cannot say when the last build ran.
//   node scripts/build-state.mjs          build when missing or stale, else say nothing
//   node scripts/build-state.mjs --stamp  record that a build just finished
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)));
const stamp = join(root, "host", "dist", ".build-stamp");
const outputs = ["host/dist/index.html", "dashboard-remote/dist/mf-manifest.json", "portal/dist/portal.js"];
// What the browser bundles are made of: their sources, the shared vocabulary, the config, the lockfile.
const sources = ["host/src", "dashboard-remote/src", "portal/src", "portal/index.html", "shared", "rspack.config.ts", "package-lock.json"];

function newestIn(path) {
  const info = statSync(path, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    // Tests and installed packages are not part of a bundle.
    if (entry.isDirectory() && (entry.name === "test" || entry.name === "node_modules" || entry.name === "dist")) continue;
    newest = Math.max(newest, newestIn(join(path, entry.name)));
  }
  return newest;
}

/** Why a build is needed, or null when the built app is as new as its sources. */
export function staleReason() {
  const missing = outputs.find((file) => !existsSync(join(root, file)));
  if (missing) return `${missing} is missing`;
  const built = statSync(stamp, { throwIfNoEntry: false });
  if (!built) return "the last build was not recorded";
  const newest = Math.max(...sources.map((s) => newestIn(join(root, s))));
  return newest > built.mtimeMs ? "the sources changed since the last build" : null;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--stamp")) {
    writeFileSync(stamp, `${new Date().toISOString()}\n`);
  } else {
    const reason = staleReason();
    if (reason !== null) {
      if (!existsSync(join(root, "node_modules", "@rspack", "cli"))) {
        console.error(`The dashboard must be built (${reason}), and the build tools are not installed here (a production install leaves them out): build it with scripts/build-release.sh where the dev dependencies are installed, or run npm ci first.`);
        process.exit(1);
      }
      console.log(`Building the dashboard: ${reason}.`);
      const npm = process.platform === "win32" ? "npm.cmd" : "npm";
      const run = spawnSync(npm, ["run", "build"], { cwd: root, stdio: "inherit", shell: process.platform === "win32" });
      process.exit(run.status ?? 1);
    }
  }
}
