// Chromium for end-to-end tests (design.md): CHROMIUM_PATH if set, else /usr/bin/chromium if
// present, else the binary that the npm package @sparticuz/chromium ships, so a fresh machine
// needs nothing beyond `npm install`.
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

// Without these, Chromium's background connections are refused by a closed network, many at a time.
const QUIET_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

async function executablePath(): Promise<{ path: string; extraArgs: string[] }> {
  const fromEnv = process.env["CHROMIUM_PATH"];
  if (fromEnv) return { path: fromEnv, extraArgs: [] };
  if (existsSync("/usr/bin/chromium")) return { path: "/usr/bin/chromium", extraArgs: [] };
  const sparticuz = (await import("@sparticuz/chromium")).default;
  return { path: await sparticuz.executablePath(), extraArgs: sparticuz.args.filter((a: string) => !a.startsWith("--headless")) };
}

export async function launchChromium(): Promise<Browser> {
  const { path, extraArgs } = await executablePath();
  return chromium.launch({ executablePath: path, headless: true, args: [...new Set([...extraArgs, ...QUIET_FLAGS])] });
}
