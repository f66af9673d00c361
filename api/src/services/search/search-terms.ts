// What a search box's text asks for (issue 33), before any database is read: the words looked up
// in the trigram indexes (three characters or more: shorter runs are not in them), the words a
// LIKE over a small table takes, and a unit path typed as "Engineering / Systems".
import { SEARCH_MIN_CHARACTERS } from "@steward/shared";

export interface SearchTerms {
  /** The text as typed, trimmed. */
  text: string;
  /** Words for the trigram indexes: a leading "@" dropped (handles are stored either way); may be none for a path whose last segment is short. */
  indexWords: string[];
  /** Every word, for the kinds read by LIKE (units, campaigns). */
  words: string[];
  /** A unit path's segments, root first, each as its words; one segment when no "/" or ">" was typed. */
  pathSegments: string[][];
}

const length = (word: string) => [...word].length;
const wordsOf = (text: string) => text.split(/\s+/).filter((w) => w !== "");

/** The terms of `q`, or null when no word is long enough to look up (answered at once, empty). */
export function searchTerms(q: string): SearchTerms | null {
  const text = q.trim();
  const words = wordsOf(text);
  const long = (list: string[]) => list.map((w) => w.replace(/^@+/, "")).filter((w) => length(w) >= SEARCH_MIN_CHARACTERS);
  if (long(words).length === 0) return null;
  // An address ("https://...", "x.com/uni") is no unit path, though it has slashes.
  const looksLikeAddress = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) || /^[^\s/]+\.[^\s/]+\//.test(text);
  const segments = looksLikeAddress ? [text] : text.split(/[/>]/).map((s) => s.trim()).filter((s) => s !== "");
  const pathSegments = (segments.length > 0 ? segments : [text]).map(wordsOf);
  // Typed as a path, the other kinds look for its last segment: a name under that unit.
  return { text, indexWords: long(pathSegments.at(-1) ?? words), words, pathSegments };
}

/** Lower case without accents: how results are put in order ("gar" before "Edgar" when "gar" is typed). */
export function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Names that start with the text first, then those holding it whole, then the rest; each by name. */
export function byRelevance<T>(rows: readonly T[], nameOf: (row: T) => string, text: string): T[] {
  const typed = folded(text);
  const weight = (row: T) => {
    const name = folded(nameOf(row));
    return name.startsWith(typed) ? 0 : name.includes(typed) ? 1 : 2;
  };
  return rows
    .map((row) => ({ row, weight: weight(row), name: folded(nameOf(row)) }))
    .sort((a, b) => a.weight - b.weight || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((r) => r.row);
}
