// The stream of a dry run or an import is read line by line as it arrives, whatever the network
// cuts: in the middle of a line, in the middle of a character, or a last line without its newline.
import { describe, expect, it } from "vitest";
import { readNdjson } from "./ndjson.ts";

const TEXT = '{"type":"progress","done":1,"total":2}\n\n{"type":"progress","done":2,"total":2}\n{"type":"result","key":"Ciencias / Física"}';
const VALUES = [
  { type: "progress", done: 1, total: 2 },
  { type: "progress", done: 2, total: 2 },
  { type: "result", key: "Ciencias / Física" },
];

function answerIn(pieces: Uint8Array[]): Response {
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(piece);
        controller.close();
      },
    }),
  );
}

async function read(pieces: Uint8Array[]): Promise<unknown[]> {
  const values: unknown[] = [];
  await readNdjson(answerIn(pieces), (value) => values.push(value));
  return values;
}

describe("readNdjson", () => {
  it("gives each line's value once, in order, however the bytes are cut", async () => {
    const bytes = new TextEncoder().encode(TEXT);
    // Inside the first line, and between the two bytes of "í".
    const insideI = bytes.length - 7;
    expect(await read([bytes.slice(0, 5), bytes.slice(5, insideI), bytes.slice(insideI)])).toEqual(VALUES);
    // One byte at a time.
    expect(await read([...bytes].map((b) => Uint8Array.of(b)))).toEqual(VALUES);
  });
});
