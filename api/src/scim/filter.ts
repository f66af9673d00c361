// SCIM filters (RFC 7644 section 3.4.2.2), as far as Steward answers them: one comparison
// `attribute eq value`. Users are found by `userName eq "..."` or `externalId eq "..."` (what Entra
// ID and Okta ask before they create someone); value paths in PATCH (`emails[type eq "work"]`) use
// the same comparison. Every other filter is refused with `invalidFilter`, never guessed at.
import { invalidFilter, type ScimError } from "./errors.ts";
import { topAttribute } from "./attributes.ts";

export const MAX_FILTER_LENGTH = 1000;

export interface Comparison {
  /** The attribute path as written (without surrounding spaces). */
  attribute: string;
  value: string | number | boolean | null;
}

const OPERATORS = new Set(["eq", "ne", "co", "sw", "ew", "gt", "lt", "ge", "le", "pr"]);

/**
 * `attrPath SP "eq" SP compValue`, the value a JSON literal. `refuse` makes the error (a list's
 * `invalidFilter`, a PATCH path's `invalidPath`).
 */
export function parseComparison(text: string, refuse: (detail: string) => ScimError = invalidFilter): Comparison {
  if (text.length > MAX_FILTER_LENGTH) throw refuse(`The filter is longer than ${MAX_FILTER_LENGTH} characters`);
  const match = /^\s*([^\s()[\]"]+)\s+([A-Za-z]+)(?:\s+([\s\S]*?))?\s*$/.exec(text);
  if (!match) throw refuse(`Cannot read the filter '${text}': Steward answers one comparison, such as userName eq "ann@example.edu"`);
  const [, attribute, rawOperator, rawValue] = match;
  const operator = rawOperator!.toLowerCase();
  if (operator !== "eq") {
    const why = OPERATORS.has(operator) ? `the operator '${rawOperator}' is not supported` : `'${rawOperator}' is not an operator`;
    throw refuse(`Cannot use the filter '${text}': ${why}; Steward answers one comparison with eq, such as userName eq "ann@example.edu"`);
  }
  if (rawValue === undefined || rawValue === "") throw refuse(`The filter '${text}' has no value to compare with`);
  let value: unknown;
  try {
    value = JSON.parse(rawValue);
  } catch {
    // Not one JSON literal: `and`, `or`, a second comparison, an unquoted string.
    throw refuse(`Cannot use the filter '${text}': Steward answers one comparison (no and, or, not or grouping) with a quoted string, true, false, a number or null`);
  }
  if (value !== null && typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") {
    throw refuse(`The filter '${text}' compares with something that is not a string, number, boolean or null`);
  }
  return { attribute: attribute!, value };
}

export interface UserFilter {
  attribute: "userName" | "externalId";
  value: string;
}

/** A Users list's filter: `userName eq "..."` (case-insensitive, as userName is) or `externalId eq "..."`. */
export function parseUserFilter(text: string): UserFilter {
  const { attribute, value } = parseComparison(text);
  const top = topAttribute(attribute);
  if (top !== "userName" && top !== "externalId") {
    throw invalidFilter(`Cannot filter on '${attribute}': Steward filters Users on userName eq and externalId eq only`);
  }
  if (typeof value !== "string") throw invalidFilter(`${top} is compared with a quoted string, such as ${top} eq "value"`);
  return { attribute: top, value };
}
