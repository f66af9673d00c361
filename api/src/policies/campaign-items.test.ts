// The campaign items policy: each refusal with its own answer, in the order the API gives them.
import { CAMPAIGN_MESSAGES, ERROR_CODES, type CampaignItemDoc } from "@steward/shared";
import { expect, it } from "vitest";
import { actorOf, refusal } from "../../test/refusals.ts";
import { assertMayDecide } from "./campaign-items.ts";

const item = (over: Partial<CampaignItemDoc> = {}): CampaignItemDoc => ({
  id: 7,
  campaign: { id: 1, name: "Spring", dueDate: "2026-04-01", status: "open" },
  kind: "access",
  unit: { id: 3, name: "Physics" },
  reviewerUnit: null,
  subject: { type: "user", id: 5, name: "Pat" },
  facts: {} as CampaignItemDoc["facts"],
  state: "pending",
  decision: null,
  note: null,
  decidedBy: null,
  decidedAt: null,
  overdueAt: null,
  escalatedTo: null,
  flagId: null,
  auditEntryId: null,
  auditHash: null,
  ...over,
});

it("decides pending and overdue items of open campaigns, with a decision that fits the kind", () => {
  const ua = actorOf("unit_admin", 1);
  expect(refusal(() => assertMayDecide(ua, item(), "attest"))).toBeNull();
  expect(refusal(() => assertMayDecide(ua, item({ state: "overdue" }), "revoke"))).toBeNull();
  expect(refusal(() => assertMayDecide(ua, item({ kind: "account", subject: { type: "social_media", id: 1, name: "X" } }), "flag"))).toBeNull();
});

it("refuses a closed campaign, a decided item, a misfit decision and one's own access", () => {
  const ua = actorOf("unit_admin", 1);
  expect(refusal(() => assertMayDecide(ua, item({ campaign: { id: 1, name: "S", dueDate: "2026-04-01", status: "closed" } }), "attest"))).toMatchObject({ kind: "conflict", message: ERROR_CODES.campaignClosed });
  expect(refusal(() => assertMayDecide(ua, item({ state: "decided", decision: "attest" }), "attest"))).toMatchObject({
    kind: "conflict",
    message: ERROR_CODES.itemAlreadyDecided,
    body: { item: 7, decision: "attest" },
  });
  expect(refusal(() => assertMayDecide(ua, item(), "flag"))?.body["errors"]).toEqual([{ path: "decision", message: CAMPAIGN_MESSAGES.flagOnlyAccount }]);
  expect(refusal(() => assertMayDecide(ua, item({ kind: "account" }), "revoke"))?.body["errors"]).toEqual([{ path: "decision", message: CAMPAIGN_MESSAGES.revokeOnlyAccess }]);
  expect(refusal(() => assertMayDecide(actorOf("super_admin", 5), item(), "attest"))).toMatchObject({ kind: "forbidden", message: ERROR_CODES.ownAccessNotDecidable });
  // Someone else's access, or an account the reviewer administers, is theirs to decide.
  expect(refusal(() => assertMayDecide(actorOf("super_admin", 6), item(), "attest"))).toBeNull();
});
