// Where signing in lands: the page the visitor asked for before being sent to sign in, else the
// Dashboard. Only a page of the dashboard itself is accepted, so a crafted link to sign-in cannot
// send anyone to another site ("//evil.example" or "https:" never match).
export const START_PAGE = "/dashboard";

export function returnPathOf(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  // Dot segments, backslashes and control characters could make the browser read another path than the one checked.
  const plain = !value.includes("//") && !/[\\\u0000-\u001f]|%2e|\/\.\.?(?:[/?#]|$)/i.test(value);
  return /^\/dashboard(?:[/?#]|$)/.test(value) && plain ? value : undefined;
}

/** The sign-in search for a page the visitor asked for; the start page needs none. */
export function signInSearchFor(href: string): { redirect?: string } {
  const path = returnPathOf(href);
  return path && path !== START_PAGE ? { redirect: path } : {};
}
