# syntax=docker/dockerfile:1
# Steward's image (README, Operations: Deployment). Two stages: the build stage installs every
# dependency and runs scripts/build-release.sh; the run stage holds a production install
# (`npm ci --omit=dev`: the runtime without the build tools), the sources Deno runs, and the built
# dashboard, and starts it with scripts/start-release.sh (the narrowed permission set, no build).
# These are the scripts tests/server/production-install.test.ts runs as real processes;
# tests/tooling/deployment-files.test.ts holds this file to them.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY cli/package.json cli/
COPY dashboard-remote/package.json dashboard-remote/
COPY host/package.json host/
COPY shared/package.json shared/
RUN npm ci --no-audit --no-fund
COPY . .
RUN sh scripts/build-release.sh

FROM ${NODE_IMAGE} AS run
# Deno's cache goes to /tmp (a tmpfs: the root filesystem may be read-only); a server never
# updates itself nor prompts.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8000 \
    DENO_DIR=/tmp/deno \
    DENO_NO_UPDATE_CHECK=1 \
    DENO_NO_PROMPT=1
WORKDIR /app
RUN groupadd --system --gid 10001 steward \
 && useradd --system --uid 10001 --gid steward --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin steward
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY cli/package.json cli/
COPY dashboard-remote/package.json dashboard-remote/
COPY host/package.json host/
COPY shared/package.json shared/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY . .
COPY --from=build /app/host/dist host/dist
COPY --from=build /app/dashboard-remote/dist dashboard-remote/dist
COPY --from=build /app/portal/dist portal/dist
# The one place the server writes: its data folder (the database file, the generated secret),
# owned by the non-root user and kept in one volume. Everything else stays root's and read-only.
RUN mkdir -p /app/data && chown steward:steward /app/data && chmod 0700 /app/data
VOLUME ["/app/data"]
USER steward
EXPOSE 8000
# Liveness only (/healthz never touches the database): a database blip must not restart the container.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 CMD ["node", "scripts/healthcheck.mjs"]
ENTRYPOINT ["sh", "scripts/start-release.sh"]
