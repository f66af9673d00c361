import { describe, expect, it, vi } from "vitest";
import { createFakeApi } from "../test/fake-api.ts";
import { queryString } from "@steward/shared";
import { createApiClient } from "./api-client.ts";
import { ApiError } from "./api-error.ts";

describe("createApiClient", () => {
  it("sends credentials and JSON to the API base URL", async () => {
    const api = createFakeApi();
    api.on("POST /api/acknowledgments", { status: 201, body: { ok: true } });
    const fetchSpy = vi.fn(api.fetch);
    const client = createApiClient("https://api.example.org", fetchSpy);

    await expect(client.request("/api/acknowledgments", { method: "POST", body: { policy: 3 } })).resolves.toEqual({ ok: true });

    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toBe("https://api.example.org/api/acknowledgments");
    expect(init).toMatchObject({ method: "POST", credentials: "include", headers: { "content-type": "application/json" } });
    expect(init?.body).toBe(JSON.stringify({ policy: 3 }));
  });

  it("throws an ApiError with the status and the parsed body", async () => {
    const api = createFakeApi();
    const validation = { name: "ValidationError", message: "Invalid input", errors: [{ path: "email", message: "Invalid email address" }] };
    api.on("POST /api/users/login", { status: 400, body: validation });
    const client = createApiClient("", api.fetch);

    const error = await client.request("/api/users/login", { method: "POST", body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body).toEqual(validation);
  });

  it("announces POLICY_NOT_ACCEPTED and 401 to subscribers, and nothing else", async () => {
    const api = createFakeApi();
    api.on("GET /api/organization", { status: 403, body: { message: "POLICY_NOT_ACCEPTED" } });
    api.on("GET /api/users", { status: 403, body: { message: "FORBIDDEN" } });
    api.on("GET /api/users/me", { status: 401, body: { message: "UNAUTHORIZED" } });
    const client = createApiClient("", api.fetch);
    const onPolicy = vi.fn();
    const onUnauthorized = vi.fn();
    client.on("policy-not-accepted", onPolicy);
    const stop = client.on("unauthorized", onUnauthorized);

    await client.request("/api/users").catch(() => undefined);
    expect(onPolicy).not.toHaveBeenCalled();
    await client.request("/api/organization").catch(() => undefined);
    expect(onPolicy).toHaveBeenCalledTimes(1);
    await client.request("/api/users/me").catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    stop();
    await client.request("/api/users/me").catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

// The one query writer every call goes through (shared/contracts/contract.ts).
describe("queryString", () => {
  it("sends a file as it is with the portal's token, hands the answer back unread, and refuses as request does (issue 32)", async () => {
    const api = createFakeApi();
    api.on("POST /api/imports", { status: 201, body: { id: 7 } });
    api.on("POST /api/imports/7/commit", { status: 409, body: { message: "IMPORT_ALREADY_COMMITTED" } });
    const fetchSpy = vi.fn(api.fetch);
    const client = createApiClient("", fetchSpy, () => "portal-token");
    const file = new File(["a,b\n"], "units.csv", { type: "text/csv" });

    const response = await client.send("/api/imports?kind=units", { method: "POST", body: file, contentType: "text/csv" });
    expect(await response.json()).toEqual({ id: 7 });
    const [, init] = fetchSpy.mock.calls[0] ?? [];
    expect(init).toMatchObject({ method: "POST", credentials: "omit", headers: { "content-type": "text/csv", authorization: "Bearer portal-token" } });
    expect(init?.body).toBe(file);

    const error = await client.send("/api/imports/7/commit", { method: "POST", body: "{}" }).catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).code).toBe("IMPORT_ALREADY_COMMITTED");
  });

  it("joins lists with commas and leaves out empty values", () => {
    expect(queryString({ page: 1, limit: 10, sort: "-name", search: "", status: ["active", "inactive"], type: [] })).toBe(
      "?page=1&limit=10&sort=-name&status=active%2Cinactive",
    );
    expect(queryString({ search: undefined })).toBe("");
  });
});
