#!/bin/sh
# Starts the built release: no build step, the narrowed Deno permissions (`-P=server` in deno.json,
# with the folders the settings name outside ./data added by scripts/release-permissions.mjs), and
# every setting (PORT, HOST, DATABASE_URL, ...) taken from the environment as it is. Deno replaces
# this shell (exec), so a container's or systemd's SIGTERM reaches the server, which stops cleanly.
# Arguments are passed on to the server (`--api-only`).
set -eu
cd "$(dirname "$0")/.."
for built in host/dist/index.html dashboard-remote/dist/mf-manifest.json; do
  if [ ! -f "$built" ]; then
    echo "The dashboard is not built here ($built is missing): run scripts/build-release.sh first, or npm start, which builds and serves." >&2
    exit 1
  fi
done
deno=node_modules/.bin/deno
if [ ! -x "$deno" ]; then
  echo "Deno is not installed here: run npm ci --omit=dev (the runtime is the npm package deno, a dependency)." >&2
  exit 1
fi
# A server never updates itself nor asks a question on a terminal.
export DENO_NO_UPDATE_CHECK=1 DENO_NO_PROMPT=1
flags=$(node scripts/release-permissions.mjs)
# One flag per line: split on newlines only, and never expand a path as a pattern.
IFS='
'
set -f
# shellcheck disable=SC2086
exec "$deno" run $flags api/main.ts "$@"
