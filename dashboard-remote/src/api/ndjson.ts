// An answer written as one JSON value per line (NDJSON), read as it arrives: a long import says how
// far it got while it works, and the page shows each line before the next one comes.

/** Calls `onValue` with each line's value, in order; resolves when the answer has ended. */
export async function readNdjson(response: Response, onValue: (value: unknown) => void): Promise<void> {
  if (!response.body) {
    // Nothing to stream (an answer already read whole): the same lines, at once.
    for (const line of (await response.text()).split("\n")) if (line.trim() !== "") onValue(JSON.parse(line));
    return;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  // The pieces of the line not yet ended. A result line of 30,000 rows comes in many chunks: each
  // chunk is searched once, so reading stays linear in the answer's size.
  let pieces: string[] = [];
  const emit = (line: string) => {
    if (line.trim() !== "") onValue(JSON.parse(line));
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    let start = 0;
    let newline = value.indexOf("\n");
    while (newline >= 0) {
      pieces.push(value.slice(start, newline));
      emit(pieces.join(""));
      pieces = [];
      start = newline + 1;
      newline = value.indexOf("\n", start);
    }
    if (start < value.length) pieces.push(value.slice(start));
  }
  emit(pieces.join(""));
}
