// The pieces every contract's answers are made of: the contract's envelopes (api-contract.md) and
// the shape of a request body and of an answer as an OpenAPI operation declares them.
import { z, type ZodType } from "zod";

const JSON_TYPE = "application/json";

/** A request body read as JSON (after the route's access rule, in the API). */
export const jsonBody = <T extends ZodType>(schema: T) => ({ content: { [JSON_TYPE]: { schema } }, required: true }) as const;

export const answer = <T extends ZodType>(description: string, schema: T) => ({ description, content: { [JSON_TYPE]: { schema } } }) as const;

/** An answer without a JSON body (a redirect, a stream). */
export const bare = (description: string) => ({ description }) as const;

export const docOf = <T extends ZodType>(doc: T) => z.object({ doc });

export const listOf = <T extends ZodType>(doc: T) =>
  z.object({
    docs: z.array(doc),
    totalDocs: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
    hasNextPage: z.boolean(),
    hasPrevPage: z.boolean(),
  });

/** A refusal's body: its code, and whatever details the code carries. */
export const messageBody = z.object({ message: z.string() }).loose();

/** A success that says only what was done (`{"message":"LOGGED_OUT"}`). */
export const messageOnly = z.object({ message: z.string() });

const validationErrorBody = z.object({
  name: z.literal("ValidationError"),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
});

/** The contract's 400 body; `why` says what else than the schema may refuse. */
export const invalid = (why = "ValidationError") => answer(why, validationErrorBody);

/** Any refusal other than 400: `{"message": CODE, ...details}`. */
export const refused = (description: string) => answer(description, messageBody);

/** Another document named in an answer: `{id, name}`. */
export const refSchema = z.object({ id: z.number().int(), name: z.string() });

/** A unit named in another answer, with the names from the root down to it (its own last). */
export const unitRefSchema = refSchema.extend({ pathNames: z.array(z.string()).optional() });
