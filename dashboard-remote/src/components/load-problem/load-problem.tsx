// What a page says when its record cannot be shown: a missing or out-of-scope record (the API
// answers 404 for both, decisions.md) is not a connection problem, and a refusal is not either.
import { ApiError } from "../../api/api-error.ts";
import { LABELS } from "../../texts.ts";
import { LOAD_PROBLEM_TEXTS } from "./load-problem-texts.ts";

export function loadProblemText(error: unknown, thing: string): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return LOAD_PROBLEM_TEXTS.missing(thing);
    if (error.status === 403) return LOAD_PROBLEM_TEXTS.forbidden;
  }
  return LABELS.loadFailed;
}

export function LoadProblem({ error, thing }: { error: unknown; thing: string }) {
  return <p role="alert">{loadProblemText(error, thing)}</p>;
}

/** A page the signed-in role may not use: said in words instead of a form that would be refused. */
export function NotOffered({ text }: { text: string }) {
  return <p role="status">{text}</p>;
}
