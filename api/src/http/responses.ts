// The answers a route declares for the OpenAPI document. The shapes are only as deep as the
// contract fixes them (api-contract.md): the envelope exactly, the documents by their id and
// left open beyond it, so the document never promises a field a handler does not send.
import { z, type ZodType } from "zod";

const JSON_TYPE = "application/json";

/** A request body read as JSON, after the route's access rule (declare-route.ts). */
export const jsonBody = <T extends ZodType>(schema: T) => ({ content: { [JSON_TYPE]: { schema } }, required: true }) as const;

export const answer = <T extends ZodType>(description: string, schema: T) => ({ description, content: { [JSON_TYPE]: { schema } } }) as const;

/** An answer without a JSON body (a redirect, a stream). */
export const bare = (description: string) => ({ description }) as const;

/** A document with an id; its other fields are the resource's own. */
export const withId = z.object({ id: z.number().int() }).loose();

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

export const messageBody = z.object({ message: z.string() }).loose();

const validationErrorBody = z.object({
  name: z.literal("ValidationError"),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
});

/** The contract's 400 body; `why` says what else than the schema may refuse. */
export const invalid = (why = "ValidationError") => answer(why, validationErrorBody);

/** Any refusal other than 400: `{"message": CODE, ...details}`. */
export const refused = (description: string) => answer(description, messageBody);

export const ref = z.object({ id: z.number().int(), name: z.string() }).loose();
