// Settings are read once at start-up from the environment and validated, so a typo fails loudly
// with the variable's name instead of surfacing later as odd behaviour.
import { readFileSync } from "node:fs";
import { z } from "zod";
import { LOCALES } from "@steward/shared";
import { parseTrustedProxies } from "./http/trusted-proxies.ts";

const origin = z.string().transform((v, ctx) => {
  try {
    const u = new URL(v);
    if (u.origin === "null") throw new Error("opaque");
    return u.origin;
  } catch {
    ctx.addIssue({ code: "custom", message: `'${v}' is not an origin like https://portal.example.edu` });
    return z.NEVER;
  }
});

const boolish = z.enum(["true", "false", "1", "0", "auto"]);

/**
 * The address people reach this server at: every link the server puts in an e-mail starts here,
 * never with what a request's Host header claims (docs/security.md, "poisoned links").
 */
export function publicUrlOf(settings: { STEWARD_PUBLIC_URL?: string | undefined; PORT: number }): string {
  return (settings.STEWARD_PUBLIC_URL ?? `http://localhost:${settings.PORT}`).replace(/\/+$/, "");
}

/** https, or http to this machine only (a test identity provider on loopback). */
function isHttpsOrLoopback(url: string): boolean {
  const u = new URL(url);
  return u.protocol === "https:" || (u.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(u.hostname));
}

export const settingsSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATABASE_URL: z
      .string()
      .default("file:data/steward.db")
      .refine((v) => /^(file:|libsql:|https?:|wss?:)/.test(v), {
        message: "must start with file:, libsql:, http(s): or ws(s):",
      }),
    DATABASE_AUTH_TOKEN: z.string().optional(),
    // Set, DATABASE_URL is an embedded replica: a local file the driver keeps in step with this server.
    DATABASE_SYNC_URL: z
      .string()
      .refine((v) => /^(libsql:|https?:)/.test(v), { message: "must start with libsql: or http(s):" })
      .optional(),
    DATABASE_SYNC_INTERVAL: z.coerce.number().positive().max(3600).default(1),
    AUTH_SECRET: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
    // The key AUTH_SECRET replaced (README "Secrets and their rotation"): sessions it signed are still
    // accepted while it is set; remove it once STEWARD_SESSION_HOURS have passed since the change.
    AUTH_SECRET_PREVIOUS: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
    STEWARD_DATA_DIR: z.string().default("data"),
    STEWARD_SESSION_HOURS: z.coerce.number().positive().max(24 * 30).default(12),
    STEWARD_COOKIE_SECURE: boolish.default("auto"),
    STEWARD_COOKIE_SAMESITE: z.enum(["Lax", "Strict", "None"]).default("Lax"),
    // Reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed: addresses, ranges
    // (10.0.0.0/8, fd00::/8) or `loopback`. Empty: nobody's (docs/security.md, "Behind a reverse proxy").
    STEWARD_TRUSTED_PROXIES: z
      .string()
      .default("")
      .transform((v, ctx) => {
        const { proxies, problems } = parseTrustedProxies(v);
        for (const message of problems) ctx.addIssue({ code: "custom", message });
        return problems.length > 0 ? z.NEVER : proxies;
      }),
    ALLOWED_ORIGINS: z
      .string()
      .default("")
      .transform((v) => v.split(",").map((s) => s.trim()).filter(Boolean))
      .pipe(z.array(origin)),
    TZ: z
      .string()
      .default("UTC")
      .refine(
        (tz) => {
          try {
            new Intl.DateTimeFormat("en", { timeZone: tz });
            return true;
          } catch {
            return false;
          }
        },
        { message: "must be an IANA time zone such as UTC or America/Bogota" },
      ),
    STEWARD_REMOTE_MANIFEST_URL: z.string().default("/remote/mf-manifest.json"),
    STEWARD_THEME: z.enum(["light", "dark", "highContrast"]).default("light"),
    // The language of a person who has not chosen one, and of a signed-out page whose browser asks
    // for neither English nor Spanish (issue 31).
    STEWARD_DEFAULT_LOCALE: z.enum(LOCALES).default("en"),
    STEWARD_MAX_BODY_BYTES: z.coerce.number().int().positive().default(1_048_576),
    MAIL_TRANSPORT: z.enum(["log", "smtp"]).default("log"),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default("Steward <steward@localhost>"),
    STEWARD_MAIL_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
    // Notifications and webhooks (issue 19, README "Notifications and webhooks"): how often events are
    // fanned out and webhook deliveries sent; hosts webhooks may reach over http and on loopback or
    // private addresses (never link-local or metadata ones); how long one webhook attempt may take.
    STEWARD_EVENTS_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
    STEWARD_WEBHOOK_ALLOW_HTTP: z
      .string()
      .default("")
      .transform((v) => v.split(",").map((s) => s.trim().toLowerCase().replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "")).filter(Boolean)),
    STEWARD_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    // The inbox (issue 33): how often an open dashboard asks whether anything changed; one light
    // request (a 304 when nothing did) a minute by default.
    STEWARD_INBOX_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    // Dormancy (issue 19, README "Offboarding and dormancy"): days without activity before an account
    // is flagged dormant; when the daily refresh of YouTube and X runs (a cron pattern in TZ); how many
    // accounts of each platform it reads per run, within the providers' rate limits.
    STEWARD_DORMANT_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
    // How long housekeeping rows (mails sent, webhook deliveries done, sent digest entries,
    // dispatched events, ended sessions) are kept before the daily retention job removes them.
    STEWARD_RETENTION_DAYS: z.coerce.number().int().min(7).max(3650).default(90),
    // The audit chain's signed heads (issue 29, README "Backups and restore"): an Ed25519 private key
    // (PEM, PKCS#8) the database never holds, and how often the head is signed when it has moved.
    STEWARD_AUDIT_SIGNING_KEY_FILE: z.string().optional(),
    STEWARD_AUDIT_SIGN_INTERVAL_MS: z.coerce.number().int().min(100).max(86_400_000).default(900_000),
    STEWARD_DORMANCY_CRON: z
      .string()
      .default("0 5 * * *")
      .refine((v) => /^[\d*,/\- ]+$/.test(v.trim()) && [5, 6].includes(v.trim().split(/\s+/).length), { message: "must be a cron pattern of 5 or 6 fields, such as 0 5 * * *" }),
    STEWARD_DORMANCY_YOUTUBE_DAILY: z.coerce.number().int().min(0).max(10_000).default(40),
    STEWARD_DORMANCY_X_DAILY: z.coerce.number().int().min(0).max(10_000).default(15),
    STEWARD_PUBLIC_URL: z.string().url().optional(),
    YOUTUBE_API_KEY: z.string().optional(),
    YOUTUBE_API_BASE_URL: z.string().url().default("https://www.googleapis.com/youtube/v3"),
    X_BEARER_TOKEN: z.string().optional(),
    X_API_BASE_URL: z.string().url().default("https://api.x.com/2"),
    // SAML 2.0 sign-in (issue 17, README "Identity providers"): the IdP's metadata from an address
    // or a file (not both); SAML_IDP_ENTITY_ID picks one IdP out of a federation's aggregate.
    SAML_IDP_METADATA_URL: z.string().url().optional(),
    SAML_IDP_METADATA_FILE: z.string().optional(),
    SAML_IDP_ENTITY_ID: z.string().optional(),
    SAML_DISPLAY_NAME: z.string().default("your institution"),
    SAML_SP_ENTITY_ID: z.string().optional(),
    // The SP's key pair (PEM files): its certificate is published for encryption, the key decrypts
    // encrypted assertions (Shibboleth encrypts by default for an SP that publishes one).
    SAML_SP_PRIVATE_KEY_FILE: z.string().optional(),
    SAML_SP_CERT_FILE: z.string().optional(),
    // Attribute names as InCommon and Shibboleth send them (urn:oid, SAML2 URI name format).
    SAML_ATTRIBUTE_EMAIL: z.string().default("urn:oid:0.9.2342.19200300.100.1.3"),
    SAML_ATTRIBUTE_NAME: z.string().default("urn:oid:2.16.840.1.113730.3.1.241"),
    SAML_ATTRIBUTE_GROUPS: z
      .string()
      .default("urn:oid:1.3.6.1.4.1.5923.1.5.1.1,urn:oid:1.3.6.1.4.1.5923.1.1.1.1")
      .transform((v) => v.split(",").map((s) => s.trim()).filter(Boolean)),
    // OpenID Connect sign-in (issue 17, README "Identity providers"). The redirect URI is
    // {STEWARD_PUBLIC_URL}/api/auth/oidc/callback.
    OIDC_ISSUER: z.string().url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_SCOPES: z
      .string()
      .default("openid email profile")
      .refine((v) => v.split(/\s+/).includes("openid"), { message: "must include openid" }),
    OIDC_DISPLAY_NAME: z.string().trim().min(1).max(60).default("your institution"),
    OIDC_ALLOW_HTTP: z.enum(["true", "false"]).default("false").transform((v) => v === "true"),
    // Set: the provider's access tokens for this audience are accepted as bearer tokens (the portal).
    OIDC_API_AUDIENCE: z.string().min(1).optional(),
    // The clients (portals) whose access tokens those are: `azp` or `client_id` must name one.
    // Empty: Steward's own OIDC_CLIENT_ID (provider-token-service.ts).
    OIDC_API_CLIENT_IDS: z
      .string()
      .default("")
      .transform((v) => v.split(",").map((s) => s.trim()).filter(Boolean)),
    // The least time between two fetches of the provider's keys for a key id not yet known.
    OIDC_JWKS_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    OIDC_EMAIL_VERIFIED_CLAIM: z.string().regex(/^[A-Za-z0-9_:.\/-]{1,100}$/, { message: "must be a claim name" }).default("email_verified"),
    OIDC_GROUPS_CLAIM: z.string().regex(/^[A-Za-z0-9_:.\/-]{1,200}$/, { message: "must be a claim name" }).default("groups"),
    // false: only super admins may still sign in with a password (break-glass).
    STEWARD_PASSWORD_LOGIN: z.enum(["true", "false"]).default("true").transform((v) => v === "true"),
    // The public directory's API (/public/v1): requests per minute per client address; 0 = no limit.
    STEWARD_PUBLIC_RATE_LIMIT: z.coerce.number().int().min(0).default(600),
    // The public report form (issue 34, POST /public/v1/reports): reports per hour per client
    // address, and per day per sender's e-mail address; 0 = no limit.
    STEWARD_REPORT_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
    STEWARD_REPORT_EMAIL_RATE_LIMIT: z.coerce.number().int().min(0).default(5),
    // Days after a case closes before the retention job blanks its sender's name, e-mail and phone.
    STEWARD_CASE_CONTACT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
    // Prometheus metrics at GET /metrics (docs: README "Monitoring"), off unless asked for; a
    // scraper sends STEWARD_METRICS_TOKEN as its bearer token.
    STEWARD_METRICS: z.enum(["on", "off"]).default("off"),
    // Read by Deno itself (traces over OTLP); the server only asks whether its requests have spans.
    OTEL_DENO: z.string().optional(),
    STEWARD_METRICS_TOKEN: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
    // Benchmark-only: mounts hello routes that measure the stack's own ceilings (npm run bench).
    STEWARD_BENCH_BASELINES: z.enum(["true", "false"]).default("false"),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  })
  .superRefine((s, ctx) => {
    if (s.MAIL_TRANSPORT === "smtp" && !s.SMTP_URL) {
      ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: "(or SMTP_URL_FILE) is required when MAIL_TRANSPORT=smtp" });
    }
    if ((!s.DATABASE_URL.startsWith("file:") || s.DATABASE_SYNC_URL) && !s.AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "(or AUTH_SECRET_FILE) is required when DATABASE_URL is a libSQL server: every API instance must sign with the same key",
      });
    }
    if (s.AUTH_SECRET_PREVIOUS && !s.AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["AUTH_SECRET_PREVIOUS"], message: "needs AUTH_SECRET: it is the key AUTH_SECRET replaced, accepted while sessions it signed run out" });
    }
    if (s.AUTH_SECRET_PREVIOUS && s.AUTH_SECRET_PREVIOUS === s.AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["AUTH_SECRET_PREVIOUS"], message: "is the same as AUTH_SECRET: set AUTH_SECRET to the new key and AUTH_SECRET_PREVIOUS to the old one" });
    }
    if (s.SAML_IDP_METADATA_URL && s.SAML_IDP_METADATA_FILE) {
      ctx.addIssue({ code: "custom", path: ["SAML_IDP_METADATA_FILE"], message: "set SAML_IDP_METADATA_URL or SAML_IDP_METADATA_FILE, not both" });
    }
    if (!s.SAML_SP_PRIVATE_KEY_FILE !== !s.SAML_SP_CERT_FILE) {
      ctx.addIssue({ code: "custom", path: [s.SAML_SP_CERT_FILE ? "SAML_SP_PRIVATE_KEY_FILE" : "SAML_SP_CERT_FILE"], message: "SAML_SP_PRIVATE_KEY_FILE and SAML_SP_CERT_FILE go together" });
    }
    if (s.SAML_IDP_METADATA_URL && !isHttpsOrLoopback(s.SAML_IDP_METADATA_URL)) {
      ctx.addIssue({ code: "custom", path: ["SAML_IDP_METADATA_URL"], message: "must be https:// (http:// only on loopback): the metadata carries the IdP's signing certificate" });
    }
    if (s.OIDC_ISSUER) {
      if (!s.OIDC_CLIENT_ID) ctx.addIssue({ code: "custom", path: ["OIDC_CLIENT_ID"], message: "is required when OIDC_ISSUER is set" });
      if (!s.OIDC_CLIENT_SECRET) ctx.addIssue({ code: "custom", path: ["OIDC_CLIENT_SECRET"], message: "(or OIDC_CLIENT_SECRET_FILE) is required when OIDC_ISSUER is set" });
      const protocol = new URL(s.OIDC_ISSUER).protocol;
      if (protocol === "http:" && !s.OIDC_ALLOW_HTTP) {
        ctx.addIssue({ code: "custom", path: ["OIDC_ISSUER"], message: "must be https:// (http:// only with OIDC_ALLOW_HTTP=true, for a provider on loopback in tests)" });
      } else if (protocol !== "http:" && protocol !== "https:") {
        ctx.addIssue({ code: "custom", path: ["OIDC_ISSUER"], message: "must be an https:// address" });
      }
    } else if (s.OIDC_API_AUDIENCE) {
      ctx.addIssue({ code: "custom", path: ["OIDC_API_AUDIENCE"], message: "needs OIDC_ISSUER: the tokens are checked against that provider's keys" });
    }
    if (!s.STEWARD_PASSWORD_LOGIN && !s.OIDC_ISSUER && !s.SAML_IDP_METADATA_URL && !s.SAML_IDP_METADATA_FILE) {
      ctx.addIssue({ code: "custom", path: ["STEWARD_PASSWORD_LOGIN"], message: "false needs an identity provider (OIDC_ISSUER or SAML_IDP_METADATA_URL/FILE), or nobody but super admins could sign in" });
    }
    if (s.STEWARD_METRICS === "on" && !s.STEWARD_METRICS_TOKEN) {
      ctx.addIssue({ code: "custom", path: ["STEWARD_METRICS_TOKEN"], message: "is required when STEWARD_METRICS=on: the scraper sends it as a bearer token, so nobody else reads the metrics" });
    }
    if (s.DATABASE_SYNC_URL && !s.DATABASE_URL.startsWith("file:")) {
      ctx.addIssue({ code: "custom", path: ["DATABASE_SYNC_URL"], message: "needs DATABASE_URL to name the replica's local file (file:...)" });
    }
  });

export type Settings = z.infer<typeof settingsSchema>;

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "SettingsError";
  }
}

/**
 * The settings that are secrets. Each may instead be given as a file named by `<NAME>_FILE`, as
 * container secrets (/run/secrets/...) and systemd's LoadCredential ($CREDENTIALS_DIRECTORY/...)
 * hand them over, so the value never sits in the environment or a unit file. SCIM tokens, webhook
 * signing secrets and the unsubscribe key are not settings: Steward makes them and keeps them.
 */
export const SECRET_SETTINGS = [
  "AUTH_SECRET",
  "AUTH_SECRET_PREVIOUS",
  "DATABASE_AUTH_TOKEN",
  // It carries the SMTP password (smtp://user:password@host).
  "SMTP_URL",
  "OIDC_CLIENT_SECRET",
  "YOUTUBE_API_KEY",
  "X_BEARER_TOKEN",
  "STEWARD_METRICS_TOKEN",
] as const;

export type ReadSecretFile = (path: string) => string;
const readUtf8: ReadSecretFile = (path) => readFileSync(path, "utf8");

/**
 * The one rule for secrets: `NAME` or `NAME_FILE`, never both. The file's content is the value,
 * without the line break editors and `echo` leave at its end. Returns the environment with each
 * file read into its `NAME`, and a sentence for every one that could not be.
 */
export function withSecretFiles(present: Record<string, string>, readFile: ReadSecretFile = readUtf8): { env: Record<string, string>; problems: string[] } {
  const env = { ...present };
  const problems: string[] = [];
  for (const name of SECRET_SETTINGS) {
    const fileName = `${name}_FILE`;
    const path = env[fileName];
    if (path === undefined) continue;
    delete env[fileName];
    if (env[name] !== undefined) {
      problems.push(`${name}: set ${name} or ${fileName}, not both`);
      continue;
    }
    let content: string;
    try {
      content = readFile(path);
    } catch (e) {
      problems.push(`${fileName}: '${path}' could not be read (${whyUnreadable(e)})`);
      continue;
    }
    const value = content.replace(/\r?\n$/, "");
    if (value.trim() === "") problems.push(`${fileName}: '${path}' is empty`);
    else env[name] = value;
  }
  return { env, problems };
}

function whyUnreadable(e: unknown): string {
  const code = (e as { code?: unknown }).code;
  const name = e instanceof Error ? e.name : "";
  if (code === "ENOENT" || name === "NotFound") return "no such file";
  if (code === "EISDIR") return "it is a folder";
  if (code === "EACCES" || code === "EPERM") return "permission denied: the server's user may not read it";
  // Deno's own permissions: the path is not in the server's --allow-read list.
  if (name === "NotCapable" || name === "PermissionDenied") return "the server is not allowed to read it: add it to --allow-read";
  return e instanceof Error ? e.message : String(e);
}

/** Parses the environment; unknown variables are ignored, empty ones count as unset. */
export function loadSettings(env: Record<string, string | undefined>, readFile?: ReadSecretFile): Settings {
  const present = Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ""));
  const secrets = withSecretFiles(present, readFile);
  const parsed = settingsSchema.safeParse(secrets.env);
  const problems = [...secrets.problems, ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".") || "settings"}: ${i.message}`))];
  if (problems.length > 0 || !parsed.success) throw new SettingsError(problems);
  environmentKeys.set(parsed.data, new Set(Object.keys(secrets.env)));
  return parsed.data;
}

// Which variables the environment really set (a default is not "set"): the identity provider page
// locks those fields (issue 33). Kept beside the settings object rather than in it, so the
// settings' own shape stays what the schema says.
const environmentKeys = new WeakMap<Settings, ReadonlySet<string>>();

/**
 * True when the environment set `name` (a file named by `<NAME>_FILE` counts). Settings built
 * without loadSettings (some tests) count a value that is there and not a default as set.
 */
export function setByEnvironment(settings: Settings, name: keyof Settings): boolean {
  const known = environmentKeys.get(settings);
  if (known) return known.has(name);
  const value = settings[name];
  if (value === undefined) return false;
  const fallback = (settingsSchema.shape as Record<string, z.ZodType>)[name]?.safeParse(undefined);
  return !(fallback?.success && fallback.data === value);
}

export function isFileDatabase(url: string): boolean {
  return url.startsWith("file:");
}
