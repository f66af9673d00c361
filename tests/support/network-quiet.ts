// Waits for a page to settle faster than Playwright's "networkidle" (500 ms without a connection),
// which a walk over every page pays at each of its ~150 stops. Settled here means: no request in
// flight for a short while, and the page's main thread idle, with no request started meanwhile
// (a parsed chunk or a rendered page often asks for the next thing only once its script has run).
import type { Page } from "playwright-core";

interface Traffic {
  inFlight: number;
  started: number;
}

const watched = new WeakMap<Page, Traffic>();

/** Resolves once `page` has settled as above (or after `timeoutMs`, whatever is still open). */
export async function networkQuiet(page: Page, quietMs = 150, timeoutMs = 10_000): Promise<void> {
  const traffic = watchTraffic(page);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await noRequestFor(traffic, quietMs, deadline);
    const before = traffic.started;
    await page
      .evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })))
      .catch(() => undefined);
    if (traffic.started === before && traffic.inFlight === 0) return;
  }
}

async function noRequestFor(traffic: Traffic, quietMs: number, deadline: number): Promise<void> {
  let quietSince = 0;
  while (Date.now() < deadline) {
    if (traffic.inFlight > 0) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Starts counting `page`'s requests; call before navigating, so the first document's requests are seen. */
export function watchTraffic(page: Page): Traffic {
  let traffic = watched.get(page);
  if (!traffic) {
    const counts: Traffic = { inFlight: 0, started: 0 };
    page.on("request", () => {
      counts.inFlight += 1;
      counts.started += 1;
    });
    const ended = () => (counts.inFlight = Math.max(0, counts.inFlight - 1));
    page.on("requestfinished", ended);
    page.on("requestfailed", ended);
    watched.set(page, (traffic = counts));
  }
  return traffic;
}
