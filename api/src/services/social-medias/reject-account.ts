// Rejecting a pending account (issue 33): it becomes inactive with the reason kept where a
// deactivation's is (the spec's four statuses stand; the audit action `rejection` tells the two
// apart), and whoever requested it hears why. Change, audit entry and event commit together.
import type { SocialMediaDoc, SocialMediaRejectInput } from "@steward/shared";
import { writeAudit } from "../../audit/write-audit.ts";
import type { Actor } from "../../domain/actor.ts";
import { notFound } from "../../domain/errors.ts";
import { accountRejected } from "../../notifications/change-events.ts";
import { assertMayRejectAccount } from "../../policies/social-medias.ts";
import { accountRequesterId } from "../../repositories/account-requester-repo.ts";
import { findSocialMedia, updateSocialMediaRow } from "../../repositories/social-medias-repo.ts";
import { auditActor, type ServiceDeps } from "../deps.ts";
import { refreshListingAfterStatusChange } from "../directory-listing.ts";

export async function rejectAccount(deps: ServiceDeps, actor: Actor, id: number, input: SocialMediaRejectInput): Promise<SocialMediaDoc> {
  return deps.database.write(async (tx) => {
    const prev = await findSocialMedia(tx, id, { kind: "all" });
    if (!prev) throw notFound();
    assertMayRejectAccount(prev.status);
    const now = deps.now();
    await updateSocialMediaRow(tx, id, { status: "inactive", deactivationReason: input.reason, updatedAt: now.toISOString() });
    await refreshListingAfterStatusChange(tx, id, now);
    const doc = await findSocialMedia(tx, id, { kind: "all" });
    if (!doc) throw notFound();
    const organizations = doc.organizations.map((u) => u.id);
    await writeAudit(tx, { action: "rejection", entity: "social-medias", documentId: id, actor: auditActor(actor), prev, current: doc, organizations }, now);
    await accountRejected(tx, doc, input.reason, await accountRequesterId(tx, id), actor.id, now);
    return doc;
  });
}
