import type { DashboardKey } from "../../i18n/load-catalogue.ts";
import { translatorFor, type T } from "../../i18n/i18n-context.ts";

/**
 * An audit entity as people name it, in the reader's language (the data's are the API's plural path
 * names). Without a translator (a caller not yet converted) it speaks English.
 */
export function auditEntityLabel(entity: string, t: T = translatorFor("en")): string {
  const key = `auditEntities.${entity}`;
  const label = t(key as DashboardKey);
  return label === key ? entity.replace(/[-_]/g, " ") : label;
}
