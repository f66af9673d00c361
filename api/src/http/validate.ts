// zod validation for every request part, answering the contract's 400 ValidationError body.
import { zValidator } from "@hono/zod-validator";
import type { ZodType } from "zod";
import { badRequest, toValidationIssues } from "./errors.ts";

type Target = "json" | "query" | "param";

export function validate<T extends ZodType, K extends Target>(target: K, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw badRequest(toValidationIssues(result.error.issues));
  });
}
