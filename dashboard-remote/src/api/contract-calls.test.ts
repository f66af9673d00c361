// The dashboard's calls go through the routes' contracts: each call makes the request its contract
// names, and no call in src/api spells a path of its own beyond the exceptions named here.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { flagEndpoints, type FlagContracts } from "@steward/shared";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../test/fake-api.ts";
import { createApiClient } from "./api-client.ts";
import { contractCalls } from "./contract-calls.ts";

describe("contractCalls", () => {
  it("makes the request the contract names: method, path with its parameters, query and body", async () => {
    const fake = createFakeApi();
    fake.on("PATCH /api/flags/7", { status: 200, body: { doc: { id: 7 } } });
    fake.on("GET /api/flags", { status: 200, body: { docs: [] } });
    const api = createApiClient("", fake.fetch);
    const flags = contractCalls<FlagContracts>(flagEndpoints);

    await flags.update(api, { params: { id: 7 }, body: { severity: "high" } });
    await flags.list(api, { query: { page: 2, status: ["open", "in_review"] } });

    expect(fake.callsTo("PATCH /api/flags/7")[0]?.body).toEqual({ severity: "high" });
    expect(fake.calls.map((call) => `${call.method} ${call.path}`)).toEqual(["PATCH /api/flags/7", "GET /api/flags"]);
    expect(fake.calls[1]?.query.toString()).toBe("page=2&status=open%2Cin_review");
  });
});

describe("the dashboard's API modules", () => {
  it("call the API through the contracts, with only the named exceptions spelling a path", () => {
    // The tests run from the checkout's root (vitest.config.ts), under a browser-like environment.
    const dir = join(process.cwd(), "dashboard-remote", "src", "api");
    // users-api: `PATCH /api/users/` keeps api-contract.md's spelling, typed by its contract;
    // identity-api: linking names the provider in the path, one route per provider on the server.
    const exceptions: Record<string, number> = { "contract-calls.ts": 1, "users-api.ts": 1, "identity-api.ts": 1 };
    for (const file of readdirSync(dir).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))) {
      const calls = readFileSync(join(dir, file), "utf8").match(/\bapi\.request\b/g)?.length ?? 0;
      expect(calls, file).toBe(exceptions[file] ?? 0);
    }
  });
});
