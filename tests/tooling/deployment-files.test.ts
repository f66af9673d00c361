// The image, the compose file and the systemd unit are not run here (no container daemon, no
// systemd), so they are held to what is run: they must call the scripts that
// tests/server/production-install.test.ts runs as real processes, keep the narrowed permissions,
// a non-root user, one data volume and a read-only root, and put the instances behind a proxy they
// trust and nobody else. Their settings are checked by the server's own settings parser.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { isTrustedProxy, parseAddress } from "../../api/src/http/trusted-proxies.ts";
import { loadSettings } from "../../api/src/settings.ts";
import { releasePermissionFlags } from "../../scripts/release-permissions.mjs";
import { REPO_ROOT } from "../support/server.ts";

const read = (path: string) => readFileSync(join(REPO_ROOT, path), "utf8");

/** Dockerfile instructions by stage, continuation lines joined, comments dropped. */
function stages(text: string): { name: string; instructions: string[] }[] {
  const joined = text.replace(/\\\n/g, " ").split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("#"));
  const found: { name: string; instructions: string[] }[] = [];
  for (const line of joined) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) found.push({ name: from[1] ?? "", instructions: [] });
    else found.at(-1)?.instructions.push(line);
  }
  return found;
}

/** Compose's ${NAME}, ${NAME:?message} and ${NAME:-default} with the values an operator puts in .env. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::[?-][^}]*)?\}/g, (_, name: string) => {
    if (!(name in env)) throw new Error(`compose.yaml uses ${name}, which deploy/compose.env.example does not name`);
    return env[name]!;
  });
}

describe("Dockerfile", () => {
  const all = stages(read("Dockerfile"));
  const build = all.find((s) => s.name === "build")!;
  const run = all.at(-1)!;

  it("builds in one stage with the release build script, and runs a production install in another", () => {
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(build.instructions).toContain("RUN npm ci --no-audit --no-fund");
    expect(build.instructions).toContain("RUN sh scripts/build-release.sh");
    expect(run.instructions.some((i) => /^RUN npm ci --omit=dev\b/.test(i))).toBe(true);
    expect(run.instructions.some((i) => /build-release|rspack|npm run build/.test(i))).toBe(false);
    for (const dist of ["host/dist", "dashboard-remote/dist"]) expect(run.instructions).toContain(`COPY --from=build /app/${dist} ${dist}`);
  });

  it("copies every workspace's package.json before npm ci, in both stages (npm ci fails on a missing one)", () => {
    const workspaces = (JSON.parse(read("package.json")) as { workspaces: string[] }).workspaces;
    for (const stage of [build, run]) {
      for (const ws of workspaces) expect(stage.instructions, `${stage.name}: ${ws}`).toContain(`COPY ${ws}/package.json ${ws}/`);
      const firstCi = stage.instructions.findIndex((i) => i.startsWith("RUN npm ci"));
      const copyAll = stage.instructions.indexOf("COPY . .");
      expect(firstCi).toBeGreaterThan(-1);
      expect(copyAll).toBeGreaterThan(firstCi); // the install layer is cached until a lockfile changes
    }
  });

  it("starts with the start script, as a non-root user made for it, with the narrowed permission set", () => {
    expect(run.instructions).toContain('ENTRYPOINT ["sh", "scripts/start-release.sh"]');
    const users = run.instructions.filter((i) => i.startsWith("USER "));
    expect(users.length).toBe(1);
    const user = users[0]!.slice("USER ".length).trim();
    expect(["root", "0"]).not.toContain(user.split(":")[0]);
    expect(run.instructions.some((i) => i.includes(`useradd --system`) && i.includes(` ${user}`))).toBe(true);
    // Inside the image the data folder is ./data, so the start script runs deno.json's set as it is.
    expect(releasePermissionFlags({ PORT: "8000", HOST: "0.0.0.0" })).toEqual(["-P=server"]);
    expect(read("scripts/start-release.sh")).toMatch(/exec "\$deno" run \$flags api\/main\.ts "\$@"/);
  });

  it("keeps its data in one volume the user owns, and writes nothing else (read-only root friendly)", () => {
    const volumes = run.instructions.filter((i) => i.startsWith("VOLUME"));
    expect(volumes).toEqual(['VOLUME ["/app/data"]']);
    expect(run.instructions.some((i) => /chown steward:steward \/app\/data/.test(i))).toBe(true);
    const env = run.instructions.filter((i) => i.startsWith("ENV")).join(" ");
    expect(env).toMatch(/DENO_DIR=\/tmp\//);
    // deno.json's write list is the data folder alone.
    const set = (JSON.parse(read("deno.json")) as { permissions: { server: { write: string[] } } }).permissions.server;
    expect(set.write).toEqual(["./data"]);
  });

  it("checks health on the liveness probe /healthz, with a script in the image", () => {
    const healthcheck = run.instructions.find((i) => i.startsWith("HEALTHCHECK"))!;
    expect(healthcheck).toMatch(/CMD \["node", "scripts\/healthcheck\.mjs"\]$/);
    expect(read("scripts/healthcheck.mjs")).toMatch(/\/healthz`/);
  });

  it("leaves installs, builds, local data and secrets out of the build context", () => {
    const ignored = read(".dockerignore").split("\n").map((l) => l.trim());
    for (const entry of ["**/node_modules", "**/dist", "data", ".env", "deploy/secrets", ".git"]) expect(ignored).toContain(entry);
  });
});

describe("compose.yaml", () => {
  const compose = parse(read("compose.yaml"), { merge: true }) as {
    services: Record<string, any>;
    networks: Record<string, any>;
    secrets: Record<string, { file: string }>;
  };
  const operatorEnv = Object.fromEntries(
    read("deploy/compose.env.example").split("\n").filter((l) => /^\w+=/.test(l)).map((l) => l.split("=", 1)[0]!).map((name) => [name, name === "STEWARD_SITE_ADDRESS" ? "steward.example.edu" : "x".repeat(48)]),
  );
  const instances = Object.entries(compose.services).filter(([, s]) => s.build === ".");
  const proxy = compose.services["proxy"];
  const db = compose.services["db"];
  const proxyAddress = proxy.networks.steward.ipv4_address as string;

  it("runs two Steward instances from this image, a reverse proxy and the libSQL server (official images)", () => {
    expect(instances.map(([name]) => name)).toEqual(["steward-1", "steward-2"]);
    expect(proxy.image).toMatch(/^caddy:/);
    expect(db.image).toMatch(/^ghcr\.io\/tursodatabase\/libsql-server:/);
    expect(proxy.ports).toEqual(expect.arrayContaining(["80:80", "443:443"]));
    for (const [, s] of instances) expect(s.ports).toBeUndefined(); // reached through the proxy only
  });

  it("gives each instance a read-only root, a tmpfs /tmp and one data volume", () => {
    expect(instances.length).toBe(2);
    for (const [name, s] of instances) {
      expect(s.read_only, name).toBe(true);
      expect(s.tmpfs, name).toEqual(["/tmp"]);
      expect(s.volumes, name).toEqual([`${name}-data:/app/data`]);
      expect(s.cap_drop).toEqual(["ALL"]);
    }
  });

  it("configures every instance validly (the server's own settings parser), on the libSQL server with its token, secrets as files", () => {
    expect(instances.length).toBe(2);
    for (const [name, s] of instances) {
      const env = Object.fromEntries(Object.entries(s.environment as Record<string, string>).map(([k, v]) => [k, interpolate(String(v), operatorEnv)]));
      // Compose mounts each listed secret at /run/secrets/<name>, from the file the top level names.
      const mounted = new Map((s.secrets as string[]).map((secret) => [`/run/secrets/${secret}`, compose.secrets[secret]!.file]));
      const settings = loadSettings(env, (path) => {
        const file = mounted.get(path);
        if (!file) throw new Error(`${path} is not mounted`);
        return file.endsWith("auth-secret") ? "a".repeat(48) : "database-token";
      });
      expect(settings.DATABASE_URL, name).toBe("http://db:8080");
      expect(settings.DATABASE_AUTH_TOKEN).toBe("database-token");
      expect(settings.AUTH_SECRET).toBe("a".repeat(48));
      // Secrets come as files only: no secret's value sits in the instance's environment.
      expect(Object.keys(s.environment), name).not.toEqual(expect.arrayContaining(["AUTH_SECRET"]));
      expect(Object.keys(s.environment), name).not.toEqual(expect.arrayContaining(["DATABASE_AUTH_TOKEN"]));
      expect(settings.STEWARD_PUBLIC_URL).toBe("https://steward.example.edu");
      // Trusted: the proxy's fixed address, and nothing else on the network (not the other instance, not the db).
      expect(isTrustedProxy(settings.STEWARD_TRUSTED_PROXIES, parseAddress(proxyAddress)!)).toBe(true);
      expect(isTrustedProxy(settings.STEWARD_TRUSTED_PROXIES, parseAddress("172.30.0.11")!)).toBe(false);
      expect(settings.STEWARD_TRUSTED_PROXIES.length).toBe(1);
    }
    const subnet = compose.networks["steward"].ipam.config[0].subnet as string;
    expect(proxyAddress.startsWith(subnet.replace(/0\/24$/, ""))).toBe(true);
  });

  it("the libSQL server accepts only tokens signed by the operator's key, kept as a secret, its data in a volume", () => {
    expect(db.environment.SQLD_AUTH_JWT_KEY_FILE).toBe("/run/secrets/libsql_jwt_public_key");
    expect(db.secrets).toEqual(["libsql_jwt_public_key"]);
    expect(compose.secrets["libsql_jwt_public_key"]!.file).toBe("./deploy/secrets/libsql-jwt-public.pem");
    expect(db.volumes).toEqual(["libsql-data:/var/lib/sqld"]);
  });

  it("the proxy's config forwards to both instances, writes X-Forwarded-For and -Proto itself, and checks /healthz", () => {
    expect(proxy.volumes).toContain("./deploy/Caddyfile:/etc/caddy/Caddyfile:ro");
    const caddyfile = read("deploy/Caddyfile").split("\n").filter((l) => !l.trim().startsWith("#")).join("\n");
    expect(caddyfile).toMatch(/reverse_proxy steward-1:8000 steward-2:8000 \{/);
    // Replaced, not appended: whatever the client wrote in X-Forwarded-For never reaches Steward.
    expect(caddyfile).toMatch(/header_up X-Forwarded-For \{remote_host\}/);
    expect(caddyfile).toMatch(/header_up X-Forwarded-Proto \{scheme\}/);
    expect(caddyfile).toMatch(/health_uri \/healthz/);
  });
});

describe("deploy/steward.service", () => {
  const unit = read("deploy/steward.service");
  const lines = unit.split("\n").filter((l) => /^\w+=/.test(l));
  const values = (key: string) => lines.filter((l) => l.startsWith(`${key}=`)).map((l) => l.slice(key.length + 1));
  const environment = Object.fromEntries(values("Environment").flatMap((v) => v.split(" ").map((pair) => pair.split("=", 2) as [string, string])));

  it("starts the release with the start script, as its own unprivileged user", () => {
    expect(values("ExecStart")).toEqual(["/bin/sh /opt/steward/scripts/start-release.sh"]);
    expect(values("DynamicUser")).toEqual(["yes"]);
    expect(values("User")).toEqual([]);
    expect(values("NoNewPrivileges")).toEqual(["yes"]);
    expect(values("CapabilityBoundingSet")).toEqual([""]);
  });

  it("is hardened: the system read-only, the state folder its own, no home, private /tmp", () => {
    expect(values("ProtectSystem")).toEqual(["strict"]);
    expect(values("ProtectHome")).toEqual(["yes"]);
    expect(values("PrivateTmp")).toEqual(["yes"]);
    expect(values("StateDirectory")).toEqual(["steward"]);
    expect(values("StateDirectoryMode")).toEqual(["0700"]);
    // V8 compiles code at run time: this setting would kill Deno at its first function call.
    expect(values("MemoryDenyWriteExecute")).toEqual([]);
  });

  it("keeps its data and its secret where the start script grants them, and nothing else", () => {
    expect(values("LoadCredential")).toEqual(["auth-secret:/etc/steward/credentials/auth-secret"]);
    expect(environment["AUTH_SECRET_FILE"]).toBe("%d/auth-secret");
    const resolved = (v: string) => v.replace("%S", "/var/lib").replace("%d", "/run/credentials/steward.service").replace("%C", "/var/cache");
    const env = Object.fromEntries(Object.entries(environment).map(([k, v]) => [k, resolved(v)]));
    expect(env["DATABASE_URL"]).toBe("file:/var/lib/steward/steward.db");
    const flags = releasePermissionFlags(env);
    expect(flags[0]).toBe("-P=server");
    expect(flags.find((f) => f.startsWith("--allow-write="))!.split("=")[1]!.split(",")).toContain("/var/lib/steward");
    const reads = flags.find((f) => f.startsWith("--allow-read="))!.split("=")[1]!.split(",");
    expect(reads).toEqual(expect.arrayContaining(["/var/lib/steward", "/run/credentials/steward.service/auth-secret"]));
    expect(reads.some((p) => p === "/" || p === "/etc" || p === "/run")).toBe(false);
  });
});
