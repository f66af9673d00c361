// SCIM's error bodies take their status from the API's one table of refusal kinds (http/errors.ts
// STATUS_OF): a kind whose status changed there must change in SCIM's answers too.
import { expect, it } from "vitest";
import { Refusal, type RefusalKind } from "../src/domain/errors.ts";
import { STATUS_OF } from "../src/http/errors.ts";
import { ScimError, scimErrorBody, scimErrorOfRefusal } from "../src/scim/errors.ts";

it("answers every refusal kind with the status STATUS_OF gives it", () => {
  for (const [kind, status] of Object.entries(STATUS_OF) as [RefusalKind, number][]) {
    const body = scimErrorBody(scimErrorOfRefusal(new Refusal(kind, { message: "SOME_CODE" })));
    expect(body.status, kind).toBe(String(status));
    expect(body.detail).toBe("SOME_CODE");
  }
});

it("answers SCIM's own errors by kind, and a failure of ours with 500", () => {
  expect(scimErrorBody(new ScimError("invalid", "bad", "invalidFilter"))).toEqual({
    schemas: ["urn:ietf:params:scim:api:messages:2.0:Error"],
    status: String(STATUS_OF.invalid),
    scimType: "invalidFilter",
    detail: "bad",
  });
  expect(new ScimError("internal", "oops").status).toBe(500);
});
