import { formatDateTime } from "../format/date-format.ts";

/** product-spec.md: audit timestamps in the Colombian Spanish locale, 12-hour clock with seconds. */
export const formatAuditTime = formatDateTime;
