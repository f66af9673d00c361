// Issue 17: the identity provider's settings are checked at start-up, naming the variable.
import { describe, expect, it } from "vitest";
import { loadSettings, SettingsError } from "../src/settings.ts";

const oidc = { OIDC_ISSUER: "https://login.example.edu", OIDC_CLIENT_ID: "steward", OIDC_CLIENT_SECRET: "s3cret" };

function problems(env: Record<string, string>): string[] {
  try {
    loadSettings(env);
    return [];
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
}

describe("identity provider settings", () => {
  it("an https issuer with its client is accepted, with the documented defaults", () => {
    const s = loadSettings(oidc);
    expect(s).toMatchObject({ OIDC_SCOPES: "openid email profile", OIDC_DISPLAY_NAME: "your institution", OIDC_ALLOW_HTTP: false, STEWARD_PASSWORD_LOGIN: true, OIDC_EMAIL_VERIFIED_CLAIM: "email_verified", OIDC_GROUPS_CLAIM: "groups" });
  });

  it("refuses an http issuer unless OIDC_ALLOW_HTTP=true", () => {
    expect(problems({ ...oidc, OIDC_ISSUER: "http://127.0.0.1:4000" })).toEqual([expect.stringMatching(/^OIDC_ISSUER: must be https:\/\//)]);
    expect(problems({ ...oidc, OIDC_ISSUER: "http://127.0.0.1:4000", OIDC_ALLOW_HTTP: "true" })).toEqual([]);
  });

  it("names what is missing or wrong", () => {
    expect(problems({ OIDC_ISSUER: "https://login.example.edu" })).toEqual([
      expect.stringMatching(/^OIDC_CLIENT_ID: is required/),
      expect.stringMatching(/^OIDC_CLIENT_SECRET: \(or OIDC_CLIENT_SECRET_FILE\) is required/),
    ]);
    expect(problems({ ...oidc, OIDC_SCOPES: "email profile" })).toEqual(["OIDC_SCOPES: must include openid"]);
    expect(problems({ OIDC_API_AUDIENCE: "api://steward" })).toEqual([expect.stringMatching(/^OIDC_API_AUDIENCE: needs OIDC_ISSUER/)]);
    expect(problems({ STEWARD_PASSWORD_LOGIN: "false" })).toEqual([expect.stringMatching(/^STEWARD_PASSWORD_LOGIN: false needs an identity provider/)]);
    expect(problems({ ...oidc, STEWARD_PASSWORD_LOGIN: "no" })).toHaveLength(1);
    expect(problems({ ...oidc, OIDC_GROUPS_CLAIM: "groups; drop" })).toEqual([expect.stringMatching(/^OIDC_GROUPS_CLAIM: must be a claim name/)]);
  });
});
