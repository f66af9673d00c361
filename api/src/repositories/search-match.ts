// How a search word is looked up in a trigram index (migration 0022_search_index) cheaply, and then
// checked exactly. Asked for a word as a phrase, FTS5 reads the positions of every three-letter run
// of it ("anthropology": ten runs, most of them in thousands of rows) and lines them up: 2.5-3 ms on
// the large institution for a unit path's last segment. Asked for a few of its runs (runsToAsk:
// hro, pol), unordered, it reads a fraction of that and lines up nothing, and finds every row that
// holds the word plus some that hold the runs apart; each row found is then checked for the whole
// word, folded as the index folds it. Same rows, about a third of the time.

/** The word's runs of three characters that cover it: at 0, 3, 6, ... and the last one ("initiative": ini, tia, tiv, ive). */
export function coveringTrigrams(word: string): string[] {
  const chars = [...word];
  if (chars.length <= 3) return [chars.join("")];
  const starts: number[] = [];
  for (let at = 0; at + 3 < chars.length; at += 3) starts.push(at);
  starts.push(chars.length - 3);
  return [...new Set(starts.map((at) => chars.slice(at, at + 3).join("")))];
}

/**
 * The runs the index is asked for: the covering runs, without the first and the last when there are
 * four or more. A word's ends are where the runs shared by thousands of words sit (con-, pre-, uni-;
 * -ing, -ion, -ive, -ogy), so for "anthropology" hro and pol find its 601 rows as ant, hro, pol, ogy
 * do, reading a fraction as much. Any of a word's runs is only a necessary condition: the whole word
 * is checked on every row found either way.
 */
export function runsToAsk(word: string): string[] {
  const runs = coveringTrigrams(word);
  return runs.length >= 4 ? runs.slice(1, -1) : runs;
}

/**
 * Text as the index compares it (the trigram tokenizer with `remove_diacritics 1`): accents dropped,
 * lower case, a Greek final sigma as any other sigma (the index folds letter by letter). Plain ASCII,
 * most of what is stored, only needs its case lowered.
 */
export function foldedForIndex(text: string): string {
  // deno-lint-ignore no-control-regex
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase();
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/ς/g, "σ");
}

/** True when every word is inside one of the texts (each word may be in a different one), folded alike. */
export function holdsEveryWord(texts: readonly (string | null)[], foldedWords: readonly string[]): boolean {
  // Folded only when a word is looked for in it: most rows hold the words in their first text.
  const folded: (string | undefined)[] = [];
  const text = (i: number) => (folded[i] ??= foldedForIndex(texts[i] ?? ""));
  return foldedWords.every((w) => texts.some((_, i) => text(i).includes(w)));
}

/**
 * Reads candidates in rowid order, `batch` at a time after the last one read, keeping those `exact`
 * accepts, until `cap` are kept or none is left: the same rows, in the same order, as the exact
 * query with `LIMIT cap` would give.
 */
export async function firstExact<R extends { id: number }>(
  read: (after: number, batch: number) => Promise<R[]>,
  exact: (row: R) => boolean,
  cap: number,
): Promise<R[]> {
  const kept: R[] = [];
  let after = 0;
  for (;;) {
    const rows = await read(after, cap);
    for (const row of rows) {
      if (!exact(row)) continue;
      kept.push(row);
      if (kept.length === cap) return kept;
    }
    if (rows.length < cap) return kept;
    after = rows.at(-1)!.id;
  }
}
