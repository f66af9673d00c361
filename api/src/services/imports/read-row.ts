// One row of the file through the mapping: each field's cell, and the readers of the layout's cell
// formats (shared/spreadsheets/layouts.ts), each adding a note to the row when a cell is not what
// its field takes. `undefined` means the field is not mapped (left as it is on update); "" an empty cell.
import { parseBoolean, parseList } from "@steward/shared";
import { z } from "zod";
import type { Note } from "./row-notes.ts";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const email = z.email();

function validDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

export class RowReader {
  readonly notes: Note[] = [];

  constructor(
    readonly rowNumber: number,
    private readonly cells: readonly string[],
    private readonly columnOf: ReadonlyMap<string, number>,
  ) {}

  refuse(note: Note): void {
    this.notes.push(note);
  }

  get refused(): boolean {
    return this.notes.length > 0;
  }

  /** The trimmed cell, "" when empty, undefined when the field is not mapped. */
  text(field: string): string | undefined {
    const column = this.columnOf.get(field);
    if (column === undefined) return undefined;
    return (this.cells[column] ?? "").trim();
  }

  required(field: string): string | undefined {
    const value = this.text(field);
    if (value === undefined || value === "") {
      this.refuse({ field, message: "imports.row.required" });
      return undefined;
    }
    return value;
  }

  /** One of `allowed`, matched in any letter case; "" and unmapped are undefined. */
  code<const T extends string>(field: string, allowed: readonly T[]): T | undefined {
    const value = this.text(field);
    if (!value) return undefined;
    const found = allowed.find((a) => a.toLowerCase() === value.toLowerCase());
    if (found === undefined) this.refuse({ field, message: "imports.row.invalidCode", values: { value, values: allowed.join(", ") } });
    return found;
  }

  codes<const T extends string>(field: string, allowed: readonly T[]): T[] | undefined {
    const value = this.text(field);
    if (value === undefined) return undefined;
    const out: T[] = [];
    for (const item of parseList(value)) {
      const found = allowed.find((a) => a.toLowerCase() === item.toLowerCase());
      if (found === undefined) this.refuse({ field, message: "imports.row.invalidCode", values: { value: item, values: allowed.join(", ") } });
      else if (!out.includes(found)) out.push(found);
    }
    return out;
  }

  boolean(field: string): boolean | undefined {
    const value = this.text(field);
    if (value === undefined) return undefined;
    const parsed = parseBoolean(value);
    if (parsed === null) this.refuse({ field, message: "imports.row.invalidBoolean", values: { value } });
    return parsed ?? undefined;
  }

  /** A date, null for an empty cell. */
  date(field: string): string | null | undefined {
    const value = this.text(field);
    if (value === undefined) return undefined;
    if (value === "") return null;
    if (!validDate(value)) {
      this.refuse({ field, message: "imports.row.invalidDate", values: { value } });
      return undefined;
    }
    return value;
  }

  /** Lower-cased e-mail addresses of a ";"-separated cell. */
  emails(field: string): string[] | undefined {
    const value = this.text(field);
    if (value === undefined) return undefined;
    const out: string[] = [];
    for (const item of parseList(value)) {
      const lower = item.toLowerCase();
      if (!email.safeParse(lower).success) this.refuse({ field, message: "imports.row.invalidEmail", values: { value: item } });
      else if (!out.includes(lower)) out.push(lower);
    }
    return out;
  }

  /** One e-mail address, "" for an empty cell. */
  email(field: string): string | undefined {
    const list = this.emails(field);
    if (list === undefined) return undefined;
    return list[0] ?? "";
  }
}
