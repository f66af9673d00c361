import type { T } from "../../i18n/i18n-context.ts";

export const orNotSpecified = (t: T, value: string | null | undefined): string => (value ? value : t("ui.notSpecified"));
export const orNotAssigned = (t: T, value: string | null | undefined): string => (value ? value : t("ui.notAssigned"));
