// The review requests policy: a request is decided once.
import { ERROR_CODES } from "@steward/shared";
import { expect, it } from "vitest";
import { refusal } from "../../test/refusals.ts";
import { assertStillOpen } from "./review-requests.ts";

it("decides an open request, and answers a decided one with how it was decided", () => {
  expect(refusal(() => assertStillOpen({ status: "open" }))).toBeNull();
  expect(refusal(() => assertStillOpen({ status: "approved" }))).toMatchObject({ kind: "conflict", message: ERROR_CODES.reviewAlreadyDecided, body: { status: "approved" } });
  expect(refusal(() => assertStillOpen({ status: "rejected" }))?.body["status"]).toBe("rejected");
});
