import { bulkActionEndpoints, type AccountBulkActionInput, type BulkActionContracts, type BulkActionResult, type UserBulkActionInput } from "@steward/shared";
import type { ApiClient } from "./api-client.ts";
import { contractCalls } from "./contract-calls.ts";

const bulk = contractCalls<BulkActionContracts>(bulkActionEndpoints);

export type BulkKind = "accounts" | "users";

/** One bulk action: a dry run (`dryRun: true`) or the commit, all or nothing. */
export function runBulkAction(api: ApiClient, kind: "accounts", body: AccountBulkActionInput): Promise<BulkActionResult>;
export function runBulkAction(api: ApiClient, kind: "users", body: UserBulkActionInput): Promise<BulkActionResult>;
export function runBulkAction(api: ApiClient, kind: BulkKind, body: AccountBulkActionInput | UserBulkActionInput): Promise<BulkActionResult> {
  return kind === "accounts" ? bulk.accounts(api, { body: body as AccountBulkActionInput }) : bulk.users(api, { body: body as UserBulkActionInput });
}
