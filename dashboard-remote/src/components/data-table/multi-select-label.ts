import { moreLabel } from "../../texts.ts";

/** product-spec.md: at most two names, then the first plus 'N more' (N counts the others). */
export function multiSelectLabel(selectedNames: readonly string[]): string {
  const [first, second] = selectedNames;
  if (first === undefined) return "";
  if (selectedNames.length === 1) return first;
  if (selectedNames.length === 2) return `${first}, ${second}`;
  return `${first}, ${moreLabel(selectedNames.length - 1)}`;
}
