// The campaigns policy: only a draft is edited or opened; a closed campaign is not closed again.
import { ERROR_CODES } from "@steward/shared";
import { expect, it } from "vitest";
import { refusal } from "../../test/refusals.ts";
import { assertCampaignDraft, assertCampaignNotClosed } from "./campaigns.ts";

it("edits and opens drafts only, and closes what is not closed yet", () => {
  expect(refusal(() => assertCampaignDraft({ status: "draft" }))).toBeNull();
  expect(refusal(() => assertCampaignDraft({ status: "open" }))).toMatchObject({ kind: "conflict", message: ERROR_CODES.campaignNotDraft, body: { status: "open" } });
  expect(refusal(() => assertCampaignDraft({ status: "closed" }))?.message).toBe(ERROR_CODES.campaignNotDraft);
  expect(refusal(() => assertCampaignNotClosed({ status: "open" }))).toBeNull();
  expect(refusal(() => assertCampaignNotClosed({ status: "draft" }))).toBeNull();
  expect(refusal(() => assertCampaignNotClosed({ status: "closed" }))).toMatchObject({ kind: "conflict", message: ERROR_CODES.campaignClosed });
});
