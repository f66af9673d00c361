import { describe, expect, it, vi } from "vitest";
import { DEFAULT_HOST_CONFIG, loadHostConfig, parseHostConfig } from "./host-config.ts";

describe("host configuration", () => {
  it("reads /host-config.json", async () => {
    const config = { remoteManifestUrl: "https://cdn.example.org/steward/mf-manifest.json", apiBaseUrl: "https://api.example.org", theme: "dark" };
    const fetchSpy = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(config), { status: 200 }));
    await expect(loadHostConfig(fetchSpy)).resolves.toEqual(config);
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe("/host-config.json");
  });

  it("falls back to the defaults when the file is missing or the server is down", async () => {
    await expect(loadHostConfig(async () => new Response("not found", { status: 404 }))).resolves.toEqual(DEFAULT_HOST_CONFIG);
    await expect(loadHostConfig(() => Promise.reject(new TypeError("Failed to fetch")))).resolves.toEqual(DEFAULT_HOST_CONFIG);
    expect(DEFAULT_HOST_CONFIG).toEqual({ remoteManifestUrl: "/remote/mf-manifest.json", apiBaseUrl: "", theme: "light" });
  });

  it("keeps valid fields and replaces invalid ones", () => {
    expect(parseHostConfig({ remoteManifestUrl: "/m.json", apiBaseUrl: 42, theme: "neon" })).toEqual({
      remoteManifestUrl: "/m.json",
      apiBaseUrl: "",
      theme: "light",
    });
    expect(parseHostConfig("nonsense")).toEqual(DEFAULT_HOST_CONFIG);
  });
});
