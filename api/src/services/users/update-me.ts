// PATCH /api/users/me (issue 31): what a person sets for themselves, today their language. Always
// the caller's own row (the body names nobody), whatever their role; the change and its audit entry
// commit together. A person who chooses the language they already have changes nothing and writes
// no entry; choosing the default explicitly is a change (it no longer follows the default).
import type { PublicUser, UpdateMeInput } from "@steward/shared";
import { auditActor, type ServiceDeps } from "../deps.ts";
import { writeAudit } from "../../audit/write-audit.ts";
import type { Actor } from "../../domain/actor.ts";
import { unauthorized } from "../../domain/errors.ts";
import { findPublicUser, updateUserColumns } from "../../repositories/users-repo.ts";
import { spoken, type Spoken } from "./user-locale.ts";

export async function updateMe(deps: ServiceDeps, actor: Actor, input: UpdateMeInput): Promise<Spoken<PublicUser>> {
  const { database, now, settings } = deps;
  const user = await database.write(async (tx) => {
    const before = await findPublicUser(tx, actor.id);
    if (!before) throw unauthorized();
    if (before.locale === input.locale) return before;
    const at = now();
    await updateUserColumns(tx, actor.id, { locale: input.locale }, at.toISOString());
    const after = await findPublicUser(tx, actor.id);
    if (!after) throw unauthorized();
    // The snapshots keep the stored choice (absent before a first choice), not the default filled in.
    await writeAudit(tx, {
      action: "update",
      entity: "users",
      documentId: actor.id,
      actor: auditActor(actor),
      prev: before,
      current: after,
      organizations: after.organizations.map((unit) => unit.id),
    }, at);
    return after;
  });
  return spoken(user, settings.STEWARD_DEFAULT_LOCALE);
}
