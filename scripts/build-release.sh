#!/bin/sh
# Builds the release: the dashboard as a Module Federation remote, the host page and the mock
# portal's script (rspack, into host/dist, dashboard-remote/dist and portal/dist), and checks each
# is there. Run it where the dev dependencies are installed (`npm ci`); the Dockerfile's build
# stage and tests/server/production-install.test.ts run exactly this. The API needs no build: Deno
# runs its TypeScript as it is.
set -eu
cd "$(dirname "$0")/.."
if [ ! -d node_modules/@rspack/cli ]; then
  echo "The build tools are not installed: run npm ci (with the dev dependencies) before scripts/build-release.sh." >&2
  exit 1
fi
NODE_ENV=production npm run build
for built in host/dist/index.html dashboard-remote/dist/mf-manifest.json portal/dist/portal.js host/dist/.build-stamp; do
  if [ ! -f "$built" ]; then
    echo "The build finished without $built: the release is incomplete." >&2
    exit 1
  fi
done
echo "Built the release: host/dist, dashboard-remote/dist, portal/dist."
