// What each kind of change makes stale. Every change writes an audit entry and may move the
// dashboard's figures; beyond that, a change reaches the lists that show the changed thing by name
// (a unit's name is shown in the users and accounts lists, a person's in units and accounts).
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { queryKeys as k } from "./query-keys.ts";

const AFFECTS = {
  unit: [k.units.all, k.users.all, k.socialMedias.all],
  user: [k.users.all, k.reviewRequests.all, k.units.all, k.socialMedias.all],
  userAccess: [k.users.all, k.units.all],
  reviewDecision: [k.users.all, k.reviewRequests.all],
  socialMedia: [k.socialMedias.all, k.flags.all],
  socialMediaStatus: [k.socialMedias.all],
  latestPost: [k.socialMedias.savedPosts],
  flag: [k.flags.all, k.socialMedias.all],
  policy: [k.policies.all],
  // A campaign opened or closed; a decision (an attestation moves verified status, a revoke access, a flag flags).
  campaign: [k.campaigns.all],
  campaignDecision: [k.campaigns.all, k.socialMedias.all, k.flags.all, k.users.all],
  groupMappings: [k.identity.all],
  // Issue 19: an offboarding reaches the person, their accounts, units and tasks; a task closed, the
  // person's offboarding state; an activity date, the account's dormancy and its flags.
  offboarding: [k.users.all, k.socialMedias.all, k.units.all, k.offboarding.all, k.handoverTasks.all, k.dormancy.all],
  handoverTask: [k.handoverTasks.all, k.users.all, k.offboarding.all],
  activity: [k.dormancy.all, k.flags.all, k.socialMedias.all],
  notificationPreferences: [k.notifications.all],
  webhook: [k.webhooks.all],
  reportSchedule: [k.reports.all],
  // Issue 32: an import's dry run or commit (a commit reaches every registry list; an account
  // imported without known administrators is flagged).
  importRun: [k.imports.all, k.units.all, k.users.all, k.socialMedias.all, k.flags.all],
} satisfies Record<string, readonly QueryKey[]>;

export type Change = keyof typeof AFFECTS;

export function invalidateAfter(queryClient: QueryClient, change: Change): Promise<void> {
  const keys: readonly QueryKey[] = [...AFFECTS[change], k.auditLogs.all, k.dashboard.all];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
