import { UI } from "@steward/shared";
import { formatDate } from "../format/date-format.ts";

export const orNotSpecified = (value: string | null | undefined): string => (value ? value : UI.notSpecified);
export const orNotAssigned = (value: string | null | undefined): string => (value ? value : UI.notAssigned);

/** A date or time as the product's calendar date. */
export const shortDate = formatDate;
