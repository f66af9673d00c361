// requestOf turns a contract's endpoint and a call's input into the request the API expects.
import { describe, expect, it } from "vitest";
import { flagContracts, flagEndpoints, PUBLIC_DIRECTORY_BASE, publicDirectoryEndpoints, requestOf } from "../index.ts";

describe("requestOf", () => {
  it("fills path parameters, encodes the query as the contract says and keeps the body", () => {
    expect(requestOf(flagEndpoints.update, { params: { id: 12 }, body: { severity: "low" } })).toEqual({ method: "PATCH", path: "/api/flags/12", body: { severity: "low" } });
    expect(requestOf(flagEndpoints.list, { query: { page: 2, status: ["open", "in_review"], search: "", sort: undefined } }).path).toBe("/api/flags?page=2&status=open%2Cin_review");
  });

  it("puts the public directory's calls under its own base, not /api (the ./Directory expose's call)", () => {
    const input = { query: { page: 2, limit: 20, q: "", platform: "youtube" } };
    expect(requestOf(publicDirectoryEndpoints.accounts, input, PUBLIC_DIRECTORY_BASE)).toEqual({ method: "GET", path: "/public/v1/accounts?page=2&limit=20&platform=youtube", body: undefined });
    expect(requestOf(publicDirectoryEndpoints.accounts, input).path).toBe("/api/accounts?page=2&limit=20&platform=youtube");
  });

  it("refuses a call missing a path parameter instead of calling another route", () => {
    expect(() => requestOf(flagEndpoints.get, {})).toThrow(/\{id\}/);
  });

  it("the endpoints are the contracts' own method and path", () => {
    for (const [name, endpoint] of Object.entries(flagEndpoints)) {
      const contract = flagContracts[name as keyof typeof flagContracts];
      expect({ method: contract.method, path: contract.path }).toEqual(endpoint);
    }
  });
});
