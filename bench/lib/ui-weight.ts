// The UI's weight as a browser sees it: the scripts Chromium loads before the Units page shows its
// rows (host plus remote), the remote's own initial chunk, every lazy chunk, and where Tiptap loads.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { launchChromium } from "../../tests/support/chromium.ts";
import { REPO_ROOT } from "../../tests/support/server.ts";

export interface UiWeight {
  initialKb: number;
  initialFiles: { file: string; kb: number }[];
  remoteEntryKb: number;
  lazyChunks: { file: string; kb: number; tiptap: boolean }[];
  tiptapBeforePolicyPage: boolean;
  tiptapOnPolicyPage: boolean;
}

const DISTS = { remote: join(REPO_ROOT, "dashboard-remote", "dist"), host: join(REPO_ROOT, "host", "dist") };

function distFile(url: string): string | null {
  const path = new URL(url).pathname;
  if (!path.endsWith(".js")) return null;
  return path.startsWith("/remote/") ? join(DISTS.remote, path.slice("/remote/".length)) : join(DISTS.host, path.slice(1));
}

const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;
const hasTiptap = (file: string) => /@tiptap|prosemirror|ProseMirror/.test(readFileSync(file, "utf8"));

export async function measureUiWeight(baseUrl: string, sessionToken: string): Promise<UiWeight> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    await context.addCookies([{ name: "steward_session", value: sessionToken, url: baseUrl }]);
    const page = await context.newPage();
    const loaded: string[] = [];
    page.on("response", (res) => {
      const file = distFile(res.url());
      if (file && !loaded.includes(file)) loaded.push(file);
    });
    await page.goto(`${baseUrl}/dashboard/units`);
    await page.getByRole("table").getByRole("row").nth(1).waitFor({ timeout: 60_000 });
    const initial = [...loaded];
    await page.goto(`${baseUrl}/dashboard/policies`);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    const policyFiles = loaded.filter((f) => !initial.includes(f));

    const initialFiles = initial.map((file) => ({ file: file.replace(REPO_ROOT + "/", ""), kb: gzipKb(file) }));
    const allRemote = readdirSync(DISTS.remote).filter((f) => f.endsWith(".js")).map((f) => join(DISTS.remote, f));
    return {
      initialKb: initialFiles.reduce((s, f) => s + f.kb, 0),
      initialFiles,
      remoteEntryKb: gzipKb(join(DISTS.remote, "remoteEntry.js")),
      lazyChunks: allRemote.filter((f) => !initial.includes(f)).map((file) => ({ file: file.replace(REPO_ROOT + "/", ""), kb: gzipKb(file), tiptap: hasTiptap(file) })),
      tiptapBeforePolicyPage: initial.some(hasTiptap),
      tiptapOnPolicyPage: policyFiles.some(hasTiptap),
    };
  } finally {
    await browser.close();
  }
}
