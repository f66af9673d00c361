import type { z } from "zod";

/**
 * The parameters of a list call are what the API's own list schema (from `shared`) yields after
 * parsing: every key the server reads, and only those. The client sends them all, so adding a
 * filter to a schema needs no change here (a type-only import: zod stays out of the bundle).
 */
export type ListParams<S extends z.ZodType> = Partial<z.output<S>>;
