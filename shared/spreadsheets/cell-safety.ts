// The one rule that keeps a spreadsheet from running what a record says (OWASP "CSV injection"):
// a CSV text cell that a spreadsheet would read as a formula gets a leading apostrophe, which the
// import strips again, so an export imports back unchanged. XLSX needs no such mark: its cells are
// typed strings, never formulas.

/** Characters that make a spreadsheet evaluate a cell: = + - @, tab and carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text as it is safe to put in a CSV cell. */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The text a neutralised cell stood for (the import's side of the rule). */
export function restoreCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
