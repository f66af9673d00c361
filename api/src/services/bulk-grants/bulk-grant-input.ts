// What a bulk grant takes once validated: the contract's schema, as the service sees it.
import type { bulkGrantSchema } from "@steward/shared";
import type { z } from "zod";

export type BulkGrantInput = z.output<typeof bulkGrantSchema>;
