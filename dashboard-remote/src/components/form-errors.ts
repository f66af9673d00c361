import type { ValidationIssue } from "@steward/shared";
import type { z } from "zod";

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message per field, from a failed client-side parse. */
export function fieldErrorsFromZod<Field extends string>(fields: readonly Field[], error: z.ZodError): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Splits a server ValidationError into messages under the fields of the form, and the rest
 * (paths the form has no field for) as 'path: message' lines.
 */
export function splitServerIssues<Field extends string>(
  fields: readonly Field[],
  issues: readonly ValidationIssue[],
): { fieldErrors: FieldErrors<Field>; otherIssues: ValidationIssue[] } {
  const fieldErrors: FieldErrors<Field> = {};
  const otherIssues: ValidationIssue[] = [];
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.path);
    if (field) fieldErrors[field] ??= issue.message;
    else otherIssues.push(issue);
  }
  return { fieldErrors, otherIssues };
}
