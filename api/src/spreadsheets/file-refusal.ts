// Why an uploaded spreadsheet is refused as a whole: a problem code (the contract's
// IMPORT_FILE_PROBLEMS) and the values its sentence needs (imports.file.<problem> in the API's
// imports namespace). The readers throw it; the import service says it in the caller's language.
import type { ImportFileProblem } from "@steward/shared";

export class SpreadsheetRefused extends Error {
  constructor(
    readonly problem: ImportFileProblem,
    readonly values: Record<string, string | number> = {},
  ) {
    super(`spreadsheet refused: ${problem}`);
    this.name = "SpreadsheetRefused";
  }
}
