// Bulk actions on the accounts and users lists (issue 33 point 4): one action on a selection (ids,
// or every record the list's own query matches in the caller's scope), checked row by row by the
// same rules as the one-at-a-time routes. `dryRun: true` answers what a commit would do and writes
// nothing; a commit is all or nothing (`committed: false` and `message` when any row is refused).
import { z } from "zod";
import { VALIDATION } from "../messages.ts";
import { isDeactivationReasonValid, socialMediaListQuerySchema } from "../schemas/social-medias.ts";
import { userListQuerySchema } from "../schemas/users.ts";
import { answer, invalid, jsonBody, refused } from "./answers.ts";
import { bulkActionEndpoints } from "./bulk-actions-endpoints.ts";

/** The most records one operation takes; more is refused with a sentence (narrow the filter). */
export const BULK_ACTION_MAX_RECORDS = 5000;

/** The audit entry's tag naming the operation that made it (as `importId` names an import). */
export const AUDIT_BULK_TAG = "bulkOperationId";

export const ACCOUNT_BULK_ACTIONS = ["approve", "activate", "deactivate", "publish", "unpublish", "reassignPrimaryAdmin", "addManager", "removeManager"] as const;
export type AccountBulkAction = (typeof ACCOUNT_BULK_ACTIONS)[number];

/** Users: their status, as PUT /users/status sets it (decisions: role changes are reviewed one by one, grants have their own bulk route). */
export const USER_BULK_ACTIONS = ["activate", "deactivate"] as const;
export type UserBulkAction = (typeof USER_BULK_ACTIONS)[number];

/** The actions that name a person in `params.userId`. */
export const BULK_ACTIONS_NAMING_A_PERSON: readonly AccountBulkAction[] = ["reassignPrimaryAdmin", "addManager", "removeManager"];

const ids = z.array(z.number().int().positive()).min(1, { error: "Select at least one record." });

const params = z
  .strictObject({
    reason: z.string().trim().max(2000).optional(),
    userId: z.number().int().positive().optional(),
  })
  .default({});

type Checked = { action: string; params: { reason?: string | undefined; userId?: number | undefined } };

/** What an action needs beside the selection: a reason to deactivate, a person to name. */
function paramsFit(value: Checked, ctx: z.RefinementCtx) {
  if (value.action === "deactivate" && !isDeactivationReasonValid(value.params.reason)) {
    ctx.addIssue({ code: "custom", path: ["params", "reason"], message: VALIDATION.deactivationReasonMin });
  }
  if ((BULK_ACTIONS_NAMING_A_PERSON as readonly string[]).includes(value.action) && value.params.userId === undefined) {
    ctx.addIssue({ code: "custom", path: ["params", "userId"], message: VALIDATION.socialMediaUserUnknown });
  }
}

export const accountBulkActionSchema = z
  .strictObject({
    action: z.enum(ACCOUNT_BULK_ACTIONS, { error: `action must be one of: ${ACCOUNT_BULK_ACTIONS.join(", ")}` }),
    selection: z.union([z.strictObject({ ids }), z.strictObject({ filter: socialMediaListQuerySchema })]),
    params,
    dryRun: z.boolean(),
  })
  .superRefine(paramsFit);
export type AccountBulkActionInput = z.input<typeof accountBulkActionSchema>;
export type AccountBulkActionData = z.output<typeof accountBulkActionSchema>;

export const userBulkActionSchema = z
  .strictObject({
    action: z.enum(USER_BULK_ACTIONS, { error: `action must be one of: ${USER_BULK_ACTIONS.join(", ")}` }),
    selection: z.union([z.strictObject({ ids }), z.strictObject({ filter: userListQuerySchema })]),
    params,
    dryRun: z.boolean(),
  })
  .superRefine(paramsFit);
export type UserBulkActionInput = z.input<typeof userBulkActionSchema>;
export type UserBulkActionData = z.output<typeof userBulkActionSchema>;

export const bulkActionResultSchema = z.object({
  operationId: z.string(),
  action: z.string(),
  dryRun: z.boolean(),
  committed: z.boolean(),
  counts: z.object({ selected: z.number().int(), changed: z.number().int(), skipped: z.number().int(), refused: z.number().int() }),
  /** Each refused record with the reason, in the request's language. */
  refused: z.array(z.object({ id: z.number().int(), name: z.string(), reason: z.string() })),
  /** Why a commit wrote nothing, in the request's language. */
  message: z.string().optional(),
});
export type BulkActionResult = z.infer<typeof bulkActionResultSchema>;

const responses = {
  200: answer("BulkActionResult", bulkActionResultSchema),
  400: invalid("ValidationError: a missing reason or person, or a selection over the cap"),
  403: refused("the caller's role may not take this action"),
};

export const bulkActionContracts = {
  accounts: {
    ...bulkActionEndpoints.accounts, summary: "One action on many accounts: dry run, or all or nothing", tags: ["social-medias"],
    request: { body: jsonBody(accountBulkActionSchema) },
    responses,
  },
  users: {
    ...bulkActionEndpoints.users, summary: "Activate or deactivate many users: dry run, or all or nothing (super admin)", tags: ["users"],
    request: { body: jsonBody(userBulkActionSchema) },
    responses,
  },
};

export type BulkActionContracts = typeof bulkActionContracts;
