// zod validation for every request part, answering the contract's 400 ValidationError body.
import { zValidator } from "@hono/zod-validator";
import type { ZodType } from "zod";
import { badRequest, toValidationIssues } from "./errors.ts";
import { readJsonBody } from "./request-guards.ts";

type Target = "json" | "query" | "param";

/** Runs after the route's access rule, so this is where a body is first read. */
export function validate<T extends ZodType, K extends Target>(target: K, schema: T) {
  const validator = zValidator(target, schema, (result) => {
    if (!result.success) throw badRequest(toValidationIssues(result.error.issues));
  });
  if (target !== "json") return validator;
  const readThenValidate: typeof validator = async (c, next) => {
    let answer: Response | void = undefined;
    await readJsonBody(c, async () => {
      answer = await validator(c, next);
    });
    return answer;
  };
  return readThenValidate;
}
