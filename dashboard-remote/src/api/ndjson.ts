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
  let pending = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    pending += value;
    // A chunk may end in the middle of a line: the part after the last newline waits for the next.
    let newline = pending.indexOf("\n");
    while (newline >= 0) {
      const line = pending.slice(0, newline);
      pending = pending.slice(newline + 1);
      if (line.trim() !== "") onValue(JSON.parse(line));
      newline = pending.indexOf("\n");
    }
  }
  if (pending.trim() !== "") onValue(JSON.parse(pending));
}
