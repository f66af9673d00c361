// Each bulk action on accounts as a step over one account: whether it is already in that state,
// and otherwise the one-at-a-time change (the status route's, the publication switch's, the edit's)
// inside the operation's transaction, so its policy, audit entry and events are the same.
import type { AccountBulkActionData, SocialMediaDoc, SocialMediaStatus } from "@steward/shared";
import type { Tx } from "../../db/connection.ts";
import type { Actor } from "../../domain/actor.ts";
import type { Scope } from "../../domain/scope.ts";
import type { DirectoryService } from "../directory-service.ts";
import type { SocialMediaService } from "../social-media-service.ts";

export interface AccountSteps {
  socialMedias: SocialMediaService;
  directory: DirectoryService;
}

type Outcome = "changed" | "skipped";

export function accountStep(services: AccountSteps, actor: Actor, scope: Scope, input: AccountBulkActionData): (tx: Tx, prev: SocialMediaDoc) => Promise<Outcome> {
  const { socialMedias, directory } = services;
  const userId = input.params.userId ?? 0;
  const managerIds = (doc: SocialMediaDoc) => doc.socialMediaManagers.map((m) => m.id);
  // `done`: the states in which the move has already happened (an approved account is in transition, or active since).
  const status = (to: SocialMediaStatus, done: readonly SocialMediaStatus[] = [to]) => async (tx: Tx, prev: SocialMediaDoc): Promise<Outcome> => {
    if (done.includes(prev.status)) return "skipped";
    await socialMedias.changeStatusIn(tx, actor, scope, prev.id, { status: to, deactivationReason: to === "inactive" ? input.params.reason ?? "" : null });
    return "changed";
  };
  const listing = (listed: boolean) => async (tx: Tx, prev: SocialMediaDoc): Promise<Outcome> => {
    if (prev.publicListing === listed) return "skipped";
    await directory.setPublicListingIn(tx, actor, prev.id, listed);
    return "changed";
  };
  const edit = (same: (prev: SocialMediaDoc) => boolean, patch: (prev: SocialMediaDoc) => Parameters<SocialMediaService["updateIn"]>[4]) =>
    async (tx: Tx, prev: SocialMediaDoc): Promise<Outcome> => {
      if (same(prev)) return "skipped";
      await socialMedias.updateIn(tx, actor, scope, prev.id, patch(prev));
      return "changed";
    };
  switch (input.action) {
    case "approve":
      return status("in_transition", ["in_transition", "active"]);
    case "activate":
      return status("active");
    case "deactivate":
      return status("inactive");
    case "publish":
      return listing(true);
    case "unpublish":
      return listing(false);
    case "reassignPrimaryAdmin":
      return edit((prev) => prev.primaryAdmin?.id === userId, () => ({ primaryAdmin: userId }));
    case "addManager":
      return edit((prev) => managerIds(prev).includes(userId), (prev) => ({ socialMediaManagers: [...managerIds(prev), userId] }));
    case "removeManager":
      return edit((prev) => !managerIds(prev).includes(userId), (prev) => ({ socialMediaManagers: managerIds(prev).filter((id) => id !== userId) }));
  }
}
