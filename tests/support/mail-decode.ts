// What a person reads in a message the SMTP sink received: the subject with its RFC 2047 encoded
// words undone and the text with its transfer encoding (quoted-printable or base64) undone, both
// read as UTF-8, so a Spanish e-mail's "ó" and "¿" are compared as written.
const ENCODED_WORD = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;

function qpBytes(text: string, underscoreIsSpace: boolean): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "=" && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (c === "_" && underscoreIsSpace) bytes.push(0x20);
    else bytes.push(...Buffer.from(c, "utf8"));
  }
  return Buffer.from(bytes);
}

function headerBlock(raw: string): string {
  const end = raw.search(/\r?\n\r?\n/);
  return (end < 0 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, " ");
}

export function headerValue(raw: string, name: string): string | undefined {
  const line = headerBlock(raw)
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

export function decodeWords(value: string): string {
  // Whitespace between two encoded words belongs to neither (RFC 2047, section 6.2).
  return value.replace(/\?=\s+=\?/g, "?==?").replace(ENCODED_WORD, (_, _charset: string, kind: string, text: string) =>
    (kind.toUpperCase() === "B" ? Buffer.from(text, "base64") : qpBytes(text, true)).toString("utf8"),
  );
}

export function decodedSubject(raw: string): string {
  return decodeWords(headerValue(raw, "Subject") ?? "");
}

export function decodedText(raw: string): string {
  const blank = raw.search(/\r?\n\r?\n/);
  const body = blank < 0 ? "" : raw.slice(blank).replace(/^\r?\n\r?\n/, "");
  const encoding = (headerValue(raw, "Content-Transfer-Encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8").replace(/\r\n/g, "\n");
  if (encoding === "quoted-printable") return qpBytes(body.replace(/=\r?\n/g, ""), false).toString("utf8").replace(/\r\n/g, "\n");
  return Buffer.from(body, "utf8").toString("utf8").replace(/\r\n/g, "\n");
}
