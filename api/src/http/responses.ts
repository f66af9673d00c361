// The answers a route declares for the OpenAPI document and its handler's type. The envelopes live
// in shared (contracts/answers.ts), with the contracts the clients call through; `withId` is what a
// route not yet given its document's schema promises: the document by its id, open beyond it.
import { z } from "zod";

export { answer, bare, docOf, invalid, jsonBody, listOf, messageBody, refused } from "@steward/shared";

/** A document with an id; its other fields are the resource's own (routes not yet on a contract). */
export const withId = z.object({ id: z.number().int() }).loose();

export const ref = z.object({ id: z.number().int(), name: z.string() }).loose();
