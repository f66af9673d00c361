// What keeps a person from leaving (an offboarding blocker), as words in the reader's language. The
// shared describeBlocker says it in English for the CLI and SCIM; the dashboard says it from its catalogue.
// A record is named by its name, never "(account 4281)" (issue 30): where the page knows more (the
// wizard's impact), an account says the unit it is in and a unit where it sits.
import type { OffboardingAccount, OffboardingBlocker, Ref, UnitRef } from "@steward/shared";
import type { T } from "../../i18n/i18n-context.ts";
import { unitLabel } from "../record-names/record-names.ts";

/** What the page already knows of the records a blocker names (by id). */
export interface BlockerContext {
  accounts?: readonly Pick<OffboardingAccount, "id" | "organization">[];
  units?: readonly UnitRef[];
}

/** A unit a blocker names, with where it sits when the page knows it. */
export const knownUnitLabel = (unit: Ref, known: BlockerContext): string => unitLabel(known.units?.find((u) => u.id === unit.id) ?? unit);

/** The blocker as a phrase that continues a sentence ("they are still ..."). */
export function blockerPhrase(b: OffboardingBlocker, t: T, known: BlockerContext = {}): string {
  switch (b.kind) {
    case "primary_admin": {
      const unit = known.accounts?.find((a) => a.id === b.account.id)?.organization;
      return unit ? t("recordNames.primaryAdminIn", { account: b.account.name, unit: unitLabel(unit) }) : t("offboarding.blockers.primary_admin", { account: b.account.name });
    }
    case "last_unit_admin":
      return t("offboarding.blockers.last_unit_admin", { unit: knownUnitLabel(b.unit, known) });
    case "accounts_outside_scope":
      return t("offboarding.blockers.accounts_outside_scope", { count: b.count });
  }
}

/** The blocker as a list item of its own, starting with a capital. */
export function blockerLine(b: OffboardingBlocker, t: T, known: BlockerContext = {}): string {
  const text = blockerPhrase(b, t, known);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
