/** An optional text key of a URL query (a link's token, a return address); anything else is absent. */
export function optionalText(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}
