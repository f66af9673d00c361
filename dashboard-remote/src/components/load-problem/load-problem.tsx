// What a page says when its record cannot be shown: a missing or out-of-scope record (the API
// answers 404 for both, decisions.md) is not a connection problem, and a refusal is not either.
// Anything else is said by the error catalogue, with its code for support.
import { ApiError } from "../../api/api-error.ts";
import { FailureExplanation } from "../failure/failure-explanation.tsx";
import { LOAD_PROBLEM_TEXTS } from "./load-problem-texts.ts";

/** The page's own words for a record it cannot show, or null when the catalogue's are the right ones. */
export function loadProblemText(error: unknown, thing: string): string | null {
  if (error instanceof ApiError) {
    if (error.status === 404) return LOAD_PROBLEM_TEXTS.missing(thing);
    if (error.status === 403) return LOAD_PROBLEM_TEXTS.forbidden;
  }
  return null;
}

export function LoadProblem({ error, thing }: { error: unknown; thing: string }) {
  return <p role="alert">{loadProblemText(error, thing) ?? <FailureExplanation error={error} />}</p>;
}

/** A page the signed-in role may not use: said in words instead of a form that would be refused. */
export function NotOffered({ text }: { text: string }) {
  return <p role="status">{text}</p>;
}
