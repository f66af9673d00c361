import { describe, expect, it } from "vitest";
import { loadSettings, SettingsError } from "../src/settings.ts";

describe("settings", () => {
  it("have working defaults", () => {
    const s = loadSettings({});
    expect(s).toMatchObject({ PORT: 8000, DATABASE_URL: "file:data/steward.db", TZ: "UTC", MAIL_TRANSPORT: "log", ALLOWED_ORIGINS: [] });
  });

  it("name every bad variable in one clear error", () => {
    try {
      loadSettings({ PORT: "eighty", TZ: "Mars/Olympus", ALLOWED_ORIGINS: "not a url", DATABASE_URL: "postgres://x", MAIL_TRANSPORT: "smtp" });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(SettingsError);
      const msg = (e as Error).message;
      for (const name of ["PORT", "TZ", "ALLOWED_ORIGINS", "DATABASE_URL"]) expect(msg).toContain(name);
    }
  });

  it("require SMTP_URL for smtp and AUTH_SECRET for a libSQL server", () => {
    expect(() => loadSettings({ MAIL_TRANSPORT: "smtp" })).toThrow(/SMTP_URL/);
    expect(() => loadSettings({ DATABASE_URL: "libsql://db.example.org" })).toThrow(/AUTH_SECRET/);
    expect(loadSettings({ DATABASE_URL: "libsql://db.example.org", AUTH_SECRET: "x".repeat(32) }).DATABASE_URL).toMatch(/^libsql:/);
  });

  it("keep metrics off by default, and on only with a scraper's token of 32 characters or more", () => {
    expect(loadSettings({}).STEWARD_METRICS).toBe("off");
    expect(() => loadSettings({ STEWARD_METRICS: "on" })).toThrow(/STEWARD_METRICS_TOKEN: is required when STEWARD_METRICS=on/);
    expect(() => loadSettings({ STEWARD_METRICS: "on", STEWARD_METRICS_TOKEN: "short" })).toThrow(/STEWARD_METRICS_TOKEN: must be at least 32 characters/);
    expect(() => loadSettings({ STEWARD_METRICS: "yes" })).toThrow(/STEWARD_METRICS/);
    expect(loadSettings({ STEWARD_METRICS: "on", STEWARD_METRICS_TOKEN: "t".repeat(32) }).STEWARD_METRICS).toBe("on");
  });

  it("normalise allowed origins", () => {
    expect(loadSettings({ ALLOWED_ORIGINS: "https://portal.uni.edu/path, http://localhost:9000" }).ALLOWED_ORIGINS).toEqual([
      "https://portal.uni.edu",
      "http://localhost:9000",
    ]);
  });
});
