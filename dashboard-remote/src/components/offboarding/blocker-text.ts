// What keeps a person from leaving (an offboarding blocker), as words in the reader's language. The
// shared describeBlocker says it in English for the CLI and SCIM; the dashboard says it from its catalogue.
import type { OffboardingBlocker } from "@steward/shared";
import type { T } from "../../i18n/i18n-context.ts";

/** The blocker as a phrase that continues a sentence ("they are still ..."). */
export function blockerPhrase(b: OffboardingBlocker, t: T): string {
  switch (b.kind) {
    case "primary_admin":
      return t("offboarding.blockers.primary_admin", { account: b.account.name, id: String(b.account.id) });
    case "last_unit_admin":
      return t("offboarding.blockers.last_unit_admin", { unit: b.unit.name, id: String(b.unit.id) });
    case "accounts_outside_scope":
      return t("offboarding.blockers.accounts_outside_scope", { count: b.count });
  }
}

/** The blocker as a list item of its own, starting with a capital. */
export function blockerLine(b: OffboardingBlocker, t: T): string {
  const text = blockerPhrase(b, t);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
