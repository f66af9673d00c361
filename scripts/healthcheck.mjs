#!/usr/bin/env node
// The container's HEALTHCHECK: asks the liveness probe /healthz on this machine and exits 0 when
// it answers 200, 1 otherwise (within 4 s). Liveness, not readiness: a database blip must not get
// every instance restarted. Node is in the image already; curl is not.
const port = process.env.PORT || "8000";
const url = `http://127.0.0.1:${port}/healthz`;
try {
  const res = await fetch(url, { signal: AbortSignal.timeout(4000) });
  if (res.status !== 200) {
    console.error(`${url} answered ${res.status}`);
    process.exit(1);
  }
} catch (error) {
  console.error(`${url} did not answer: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
