// Splits a byte stream into text lines without ever holding more than one chunk and one line.
export async function* readLines(stream: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let rest = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += decoder.decode(value, { stream: true });
      let nl = rest.indexOf("\n");
      while (nl >= 0) {
        yield rest.slice(0, nl).replace(/\r$/, "");
        rest = rest.slice(nl + 1);
        nl = rest.indexOf("\n");
      }
    }
    rest += decoder.decode();
    if (rest.replace(/\r$/, "") !== "") yield rest.replace(/\r$/, "");
  } finally {
    reader.releaseLock();
  }
}
