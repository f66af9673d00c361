// Step 2: which of the file's columns holds each field of the layout. Each field's select lists the
// file's headers; it opens with the choices made before for a file with the same headers, else the
// server's suggestion. The natural key (a unit's path, a person's e-mail, an account's address) must
// be given a column before the dry run; the fields a new record needs are marked as such, since a
// file that only updates known records may leave them out (the server judges each row).
import { Button, Field, Select } from "@fluentui/react-components";
import { columnHeader, SPREADSHEET_LAYOUTS, type ImportKind, type ImportUpload } from "@steward/shared";
import { useI18n } from "../../i18n/i18n-context.ts";
import type { ColumnMapping } from "../../api/imports-api.ts";
import { useImportStyles } from "./imports.styles.ts";

/** The natural key's field when `mapping` leaves it without a column: the rows could match nothing. */
export function missingRequired(kind: ImportKind, mapping: ColumnMapping): string[] {
  const key = SPREADSHEET_LAYOUTS[kind].naturalKey;
  return mapping[key] ? [] : [key];
}

function Sample({ upload }: { upload: ImportUpload }) {
  const { t } = useI18n();
  const styles = useImportStyles();
  if (upload.sample.length === 0) return null;
  return (
    // A region of its own that the keyboard can reach, since on a phone it scrolls sideways.
    <div className={styles.sampleBox} role="region" aria-labelledby="import-sample" tabIndex={0}>
      <table className={styles.sample}>
        <caption id="import-sample" className={styles.caption}>
          {t("imports.sample")}
        </caption>
        <thead>
          <tr>
            {upload.headers.map((header, i) => (
              <th key={i} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {upload.sample.map((row, r) => (
            <tr key={r}>
              {upload.headers.map((_header, c) => (
                <td key={c}>{row[c] ?? ""}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface MapStepProps {
  upload: ImportUpload;
  mapping: ColumnMapping;
  remembered: boolean;
  /** Required fields are marked once the person has tried to go on. */
  showMissing: boolean;
  onChange(mapping: ColumnMapping): void;
  onUseSuggestion(): void;
}

export function MapStep({ upload, mapping, remembered, showMissing, onChange, onUseSuggestion }: MapStepProps) {
  const { t, locale } = useI18n();
  const styles = useImportStyles();
  const missing = new Set(showMissing ? missingRequired(upload.kind, mapping) : []);
  return (
    <>
      <p className={styles.note}>{t("imports.fileSummary", { file: upload.fileName, rows: upload.rows })}</p>
      <Sample upload={upload} />
      <p className={styles.note}>{t("imports.mapIntro")}</p>
      <div className={styles.row}>
        <p className={styles.note}>{remembered ? t("imports.remembered") : t("imports.suggested")}</p>
        {remembered && <Button onClick={onUseSuggestion}>{t("imports.useSuggestion")}</Button>}
      </div>
      <div className={styles.mapping}>
        {SPREADSHEET_LAYOUTS[upload.kind].columns.map((column) => (
          <Field
            key={column.field}
            label={columnHeader(upload.kind, column.field, locale)}
            required={column.field === SPREADSHEET_LAYOUTS[upload.kind].naturalKey}
            hint={column.required && column.field !== SPREADSHEET_LAYOUTS[upload.kind].naturalKey ? t("imports.neededToCreate") : undefined}
            validationMessage={missing.has(column.field) ? t("imports.requiredMissing") : undefined}
          >
            <Select
              value={mapping[column.field] ?? ""}
              onChange={(_e, data) => {
                const next = { ...mapping };
                if (data.value === "") delete next[column.field];
                else next[column.field] = data.value;
                onChange(next);
              }}
            >
              <option value="">{t("imports.notImported")}</option>
              {upload.headers.map((header) => (
                <option key={header} value={header}>
                  {header}
                </option>
              ))}
            </Select>
          </Field>
        ))}
      </div>
    </>
  );
}
