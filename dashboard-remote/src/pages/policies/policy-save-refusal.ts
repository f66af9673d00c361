import { ERRORS } from "@steward/shared";
import { serverIssuesOf } from "../../components/form/server-issues.ts";

/** The server's own words for a refused policy (empty, or the same as the current version). */
export function policySaveRefusal(error: unknown): string {
  const messages = (serverIssuesOf(error) ?? []).map((issue) => issue.message).filter((message) => message !== "");
  return messages.length > 0 ? [...new Set(messages)].join("\n") : ERRORS.policySaveFailed;
}
