import { describe, expect, it } from "vitest";
import { createApiClient } from "./api/api-client.ts";
import { logoutUrl } from "./api/auth-api.ts";
import { joinBasepath, signInReturnUrl } from "./embedding.ts";

describe("where sign-out returns to", () => {
  it("is the server's own sign-in when the dashboard is the whole page on the API's origin", () => {
    expect(signInReturnUrl({ apiBaseUrl: "", basepath: "/", pageUrl: "http://localhost:8000/dashboard" })).toBeUndefined();
    expect(signInReturnUrl({ apiBaseUrl: "http://localhost:8000/", basepath: "/", pageUrl: "http://localhost:8000/x" })).toBeUndefined();
  });

  it("is a local path under the base path on the API's origin", () => {
    expect(signInReturnUrl({ apiBaseUrl: "", basepath: "/portal/social", pageUrl: "http://localhost:8000/portal/social/dashboard" })).toBe(
      "/portal/social/sign-in",
    );
  });

  it("is the portal's absolute sign-in URL when the API lives on another origin", () => {
    expect(
      signInReturnUrl({ apiBaseUrl: "http://127.0.0.1:8000", basepath: "/portal/social/", pageUrl: "http://127.0.0.1:8080/portal/social/dashboard/units?page=1" }),
    ).toBe("http://127.0.0.1:8080/portal/social/sign-in");
  });

  it("goes through the API's logout with the return address encoded", () => {
    const api = createApiClient("http://127.0.0.1:8000");
    expect(logoutUrl(api)).toBe("http://127.0.0.1:8000/api/logout");
    expect(logoutUrl(api, "http://127.0.0.1:8080/portal/social/sign-in")).toBe(
      "http://127.0.0.1:8000/api/logout?returnTo=http%3A%2F%2F127.0.0.1%3A8080%2Fportal%2Fsocial%2Fsign-in",
    );
  });

  it("joins base paths with and without slashes", () => {
    expect(joinBasepath("/", "sign-in")).toBe("/sign-in");
    expect(joinBasepath("/portal/social/", "/sign-in")).toBe("/portal/social/sign-in");
  });
});
