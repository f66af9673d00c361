// What a page says when its record cannot be shown: a missing or out-of-scope record (the API
// answers 404 for both, decisions.md) is not a connection problem, and a refusal is not either.
// Anything else is said by the error catalogue, with its code for support.
import { ApiError } from "../../api/api-error.ts";
import { useT, type T } from "../../i18n/i18n-context.ts";
import { FailureExplanation } from "../failure/failure-explanation.tsx";

/**
 * The records a page may fail to find, as the pages name them; the catalogue says each with its
 * own grammar. Any other name (already in the reader's language) is said as it is.
 */
export type LoadProblemThing = "user" | "unit" | "social media account" | "group mappings" | (string & {});
const SELECT: Record<string, string> = { user: "user", unit: "unit", "social media account": "account", "group mappings": "groupMappings" };

/** The page's own words for a record it cannot show, or null when the catalogue's are the right ones. */
export function loadProblemText(t: T, error: unknown, thing: LoadProblemThing): string | null {
  if (error instanceof ApiError) {
    if (error.status === 404) return t("loadProblem.missing", { thing: SELECT[thing] ?? thing });
    if (error.status === 403) return t("loadProblem.forbidden");
  }
  return null;
}

export function LoadProblem({ error, thing }: { error: unknown; thing: LoadProblemThing }) {
  const t = useT();
  return <p role="alert">{loadProblemText(t, error, thing) ?? <FailureExplanation error={error} />}</p>;
}

/** A page the signed-in role may not use: said in words instead of a form that would be refused. */
export function NotOffered({ text }: { text: string }) {
  return <p role="status">{text}</p>;
}
