// Every row of a bulk grant is checked before anything is written: the person exists and is the
// caller's to give access to, the unit exists in scope and is named unambiguously, no pair repeats.
// All errors are listed at once (up to MAX_LISTED_ERRORS), and one error refuses the whole request.
import type { ValidationIssue } from "@steward/shared";
import type { Tx } from "../../db/connection.ts";
import type { Actor } from "../../domain/actor.ts";
import { badRequest } from "../../domain/errors.ts";
import { isInScope } from "../../domain/scope.ts";
import { grantRefusalFor } from "../../policies/users.ts";
import { usersByEmails, usersWithGrantWithin, type BulkUser, type GrantWrite } from "../../repositories/bulk-grant-repo.ts";
import type { Scope } from "../../repositories/scope-repo.ts";
import type { BulkGrantInput } from "./bulk-grant-input.ts";
import { resolveUnits } from "./resolve-units.ts";
import { serverT } from "../../i18n/server-catalogue.ts";

/** At most this many row errors are listed; the message gives the total. */
const MAX_LISTED_ERRORS = 1000;

/** The grants the rows ask for, one per (user, unit), and the people they name; throws 400 listing every bad row. */
export async function checkGrantRows(tx: Tx, actor: Actor, scope: Scope, input: BulkGrantInput): Promise<{ writes: GrantWrite[]; users: BulkUser[] }> {
  const users = new Map((await usersByEmails(tx, [...new Set(input.rows.map((r) => r.email))])).map((u) => [u.email, u]));
  const units = await resolveUnits(tx, input.rows.map((r) => r.unit));
  // A unit admin works on users already inside their scope; others answer like unknown ones.
  const visible = scope.kind === "all" ? undefined : await usersWithGrantWithin(tx, [...new Set([...users.values()].map((u) => u.id))], scope.roots);

  const errors: ValidationIssue[] = [];
  const writes: GrantWrite[] = [];
  const seen = new Set<string>();
  input.rows.forEach((row, i) => {
    const user = users.get(row.email);
    const unit = units.get(row.unit);
    let ok = true;
    const refused = user ? grantRefusalFor(actor, user) : null;
    if (!user || (visible && !visible.has(user.id) && user.id !== actor.id)) {
      errors.push({ path: `rows.${i}.email`, message: "No user with this e-mail" });
      ok = false;
    } else if (refused) {
      errors.push({ path: `rows.${i}.email`, message: refused });
      ok = false;
    }
    if (unit === "ambiguous") {
      errors.push({ path: `rows.${i}.unit`, message: "Several units have this path: give the unit's id" });
      ok = false;
    } else if (!unit || !isInScope(unit.path, scope)) {
      errors.push({ path: `rows.${i}.unit`, message: "No unit with this id or path" });
      ok = false;
    }
    if (!ok || !user || !unit || unit === "ambiguous") return;
    const key = `${user.id}:${unit.id}`;
    if (seen.has(key)) {
      errors.push({ path: `rows.${i}.unit`, message: "Repeats an earlier row for the same user and unit" });
      return;
    }
    seen.add(key);
    writes.push({ userId: user.id, unitId: unit.id, type: row.type, startDate: row.start_date ?? null, endDate: row.end_date ?? null });
  });
  if (errors.length > 0) {
    throw badRequest(errors.slice(0, MAX_LISTED_ERRORS), serverT("en")("apiErrors.rowsHaveErrors", { errors: String(errors.length), rows: String(input.rows.length) }));
  }
  return { writes, users: [...users.values()] };
}
