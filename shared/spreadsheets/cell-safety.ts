// The one rule for text that may reach a spreadsheet as a formula (OWASP "CSV injection"), used by
// the exports when they write CSV and by the import when it reads CSV, so an export imports back
// unchanged. XLSX needs neither: exports write typed string cells, and the import refuses formula
// cells by their type and takes string cells literally.
//
// Writing: a text beginning with = + - @ tab or CR gets a leading apostrophe (OWASP's advice); so
// does a text already beginning with apostrophes before such a character, so that reading strips
// exactly the one apostrophe writing added ("'=x" -> "''=x" -> "'=x").
//
// Reading: one leading apostrophe before such a character is the writer's and is removed. A bare
// cell beginning with "=" is a formula. One beginning with "+", "-" or "@" is a formula unless it is
// data a person writes that way: a plain number ("-12.5", "+3e2"), a phone number ("+57 601 339
// 4949", "+1 (555) 010-0199"), or, after "@", a bare handle ("@uni.andes") that names nothing a
// spreadsheet could run (no parentheses, no operators, no "!"). A "-" or "+" or "@" alone is text.
// Tab and CR starts are whitespace to the reader (the fields are trimmed), never formulas.

const FORMULA_START = /^'*[=+\-@\t\r]/;
const NEUTRALISED = /^'(?='*[=+\-@\t\r])/;

const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const PHONE_NUMBER = /^\+?[\d\s().-]*\d[\d\s().-]*$/;
const HANDLE = /^@[\p{L}\p{N}._-]+$/u;

/** What a CSV export writes for `text`: a leading apostrophe where a spreadsheet would run it. */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export type ReadCell = { kind: "value"; value: string } | { kind: "formula" };

/** True when a bare cell (no neutralising apostrophe) would run as a formula in a spreadsheet. */
export function looksLikeFormula(text: string): boolean {
  const first = text.charAt(0);
  if (first === "=") return true;
  if (first !== "+" && first !== "-" && first !== "@") return false;
  if (text.length === 1) return false;
  if (PLAIN_NUMBER.test(text)) return false;
  if (first !== "@" && PHONE_NUMBER.test(text)) return false;
  if (first === "@" && HANDLE.test(text)) return false;
  return true;
}

/** What the import takes from a CSV cell: the writer's apostrophe removed, or "formula" to refuse. */
export function readCell(text: string): ReadCell {
  if (NEUTRALISED.test(text)) return { kind: "value", value: text.slice(1) };
  return looksLikeFormula(text) ? { kind: "formula" } : { kind: "value", value: text };
}
