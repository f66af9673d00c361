import type { ValidationIssue } from "@steward/shared";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError, isValidationErrorBody } from "../../api/api-error.ts";

/** The issues of a server ValidationError (400), or null when the error is something else. */
export function serverIssuesOf(error: unknown): ValidationIssue[] | null {
  return error instanceof ApiError && error.status === 400 && isValidationErrorBody(error.body) ? error.body.errors : null;
}

/**
 * Puts each server message under the form field its path names (the first per field) and returns
 * the issues no field shows, for the form's summary. `fieldOf` maps a path to a field when the
 * form's names differ from the API's.
 */
export function showServerIssues<T extends FieldValues>(
  setError: UseFormSetError<T>,
  issues: readonly ValidationIssue[],
  fieldOf: (path: string) => Path<T> | undefined,
): ValidationIssue[] {
  const shown = new Set<string>();
  const others: ValidationIssue[] = [];
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (!field) others.push(issue);
    else if (!shown.has(field)) {
      shown.add(field);
      setError(field, { type: "server", message: issue.message });
    }
  }
  return others;
}

/** A `fieldOf` for forms whose field names are the API's top-level keys. */
export function topLevelFields<T extends FieldValues>(fields: readonly Path<T>[]): (path: string) => Path<T> | undefined {
  return (path) => fields.find((field) => field === path.split(".")[0]);
}
