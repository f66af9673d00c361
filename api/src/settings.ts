// Settings are read once at start-up from the environment and validated, so a typo fails loudly
// with the variable's name instead of surfacing later as odd behaviour.
import { z } from "zod";

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
    STEWARD_DATA_DIR: z.string().default("data"),
    STEWARD_SESSION_HOURS: z.coerce.number().positive().max(24 * 30).default(12),
    STEWARD_COOKIE_SECURE: boolish.default("auto"),
    STEWARD_COOKIE_SAMESITE: z.enum(["Lax", "Strict", "None"]).default("Lax"),
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
    STEWARD_MAX_BODY_BYTES: z.coerce.number().int().positive().default(1_048_576),
    MAIL_TRANSPORT: z.enum(["log", "smtp"]).default("log"),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default("Steward <steward@localhost>"),
    STEWARD_MAIL_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
    STEWARD_PUBLIC_URL: z.string().url().optional(),
    YOUTUBE_API_KEY: z.string().optional(),
    YOUTUBE_API_BASE_URL: z.string().url().default("https://www.googleapis.com/youtube/v3"),
    X_BEARER_TOKEN: z.string().optional(),
    X_API_BASE_URL: z.string().url().default("https://api.x.com/2"),
    // Benchmark-only: mounts hello routes that measure the stack's own ceilings (npm run bench).
    STEWARD_BENCH_BASELINES: z.enum(["true", "false"]).default("false"),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  })
  .superRefine((s, ctx) => {
    if (s.MAIL_TRANSPORT === "smtp" && !s.SMTP_URL) {
      ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: "is required when MAIL_TRANSPORT=smtp" });
    }
    if ((!s.DATABASE_URL.startsWith("file:") || s.DATABASE_SYNC_URL) && !s.AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "is required when DATABASE_URL is a libSQL server: every API instance must sign with the same key",
      });
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

/** Parses the environment; unknown variables are ignored, empty ones count as unset. */
export function loadSettings(env: Record<string, string | undefined>): Settings {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = settingsSchema.safeParse(present);
  if (!parsed.success) {
    throw new SettingsError(parsed.error.issues.map((i) => `${i.path.join(".") || "settings"}: ${i.message}`));
  }
  return parsed.data;
}

export function isFileDatabase(url: string): boolean {
  return url.startsWith("file:");
}
