// RFC 4180 reading for operator files: a UTF-8 BOM, CRLF/LF/CR line ends, quoted fields with
// commas, quotes ("") and line breaks. Each record keeps the line it starts on, for error messages.

export interface CsvRecord {
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

export function parseCsv(input: string): CsvRecord[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let i = 0;
  let quoted = false;
  let wasQuoted = false;
  const endField = () => {
    fields.push(field);
    field = "";
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    // A blank line is no record (files often end with one or two).
    if (!(fields.length === 1 && fields[0] === "")) records.push({ line: recordLine, fields });
    fields = [];
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      if (ch === "\n" || (ch === "\r" && text[i + 1] !== "\n")) line += 1;
      field += ch;
      i += 1;
      continue;
    }
    if (ch === '"') {
      if (field !== "" || wasQuoted) throw new CsvSyntaxError('a quote inside an unquoted field (quote the whole field and double the quote: "")', line);
      quoted = true;
      wasQuoted = true;
      i += 1;
      continue;
    }
    if (ch === ",") {
      endField();
      i += 1;
      continue;
    }
    if (ch === "\r" || ch === "\n") {
      endRecord();
      i += ch === "\r" && text[i + 1] === "\n" ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    if (wasQuoted) throw new CsvSyntaxError("text after a closing quote", line);
    field += ch;
    i += 1;
  }
  if (quoted) throw new CsvSyntaxError("a quoted field is never closed", recordLine);
  if (field !== "" || fields.length > 0 || wasQuoted) endRecord();
  return records;
}
