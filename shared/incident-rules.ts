// Who may report an account compromised and handle its incident (issue 34): super admins, unit
// admins whose scope holds the account, and the account's own administrators and managers. The
// API enforces it (api/src/policies/incidents.ts); the dashboard reads it to offer the actions.
import type { Role } from "./enums.ts";
import type { Locale } from "./i18n/locales.ts";

// Zod-free, so the dashboard's router may read the states without schemas in its first download.
export const INCIDENT_STATES = ["open", "closed"] as const;
export type IncidentState = (typeof INCIDENT_STATES)[number];

/** A playbook step's title per language; one language alone is a single free text, shown to everyone. */
export type StepTitle = Record<Locale, string>;

/** A step's title in the reader's language, else the other one. */
export function stepTitleIn(title: StepTitle, locale: Locale): string {
  return title[locale] || title.en || title["es-CO"];
}

interface Someone {
  id: number;
  role: Role;
}

export function mayHandleIncident(actor: Someone, account: { adminIds: readonly number[]; managerIds: readonly number[] }, accountInScope: boolean): boolean {
  if (actor.role === "super_admin") return true;
  if (actor.role === "unit_admin" && accountInScope) return true;
  return accountInScope && (account.adminIds.includes(actor.id) || account.managerIds.includes(actor.id));
}

/** The institution's playbook is the super admins' to edit. */
export function mayEditPlaybook(role: Role): boolean {
  return role === "super_admin";
}
