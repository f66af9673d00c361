// Step 1: what the file holds (units, people or accounts), the template of that layout in either
// language, and the file itself: dropped on the zone or chosen with the button (the keyboard's way).
import { Button, Field, mergeClasses, Radio, RadioGroup, Select, Spinner } from "@fluentui/react-components";
import { ArrowDownload20Regular, DocumentArrowUp20Regular } from "@fluentui/react-icons";
import { IMPORT_CONTENT_TYPES, IMPORT_KINDS, IMPORT_LIMITS, isLocale, LOCALE_NAMES, LOCALES, type ImportKind, type Locale } from "@steward/shared";
import { useId, useRef, useState, type DragEvent } from "react";
import { FormAlert } from "../../components/form-alert.tsx";
import { useI18n } from "../../i18n/i18n-context.ts";
import { useImportStyles } from "./imports.styles.ts";
import { downloadTemplate } from "./template-file.ts";

const ACCEPT = [".csv", ".xlsx", IMPORT_CONTENT_TYPES.csv, IMPORT_CONTENT_TYPES.xlsx].join(",");

export interface ChooseStepProps {
  kind: ImportKind;
  onKind(kind: ImportKind): void;
  /** The file being read by the server, while it is. */
  uploading: string | null;
  problem: string | null;
  onFile(file: File): void;
  onProblem(text: string): void;
}

export function ChooseStep({ kind, onKind, uploading, problem, onFile, onProblem }: ChooseStepProps) {
  const { t, locale } = useI18n();
  const styles = useImportStyles();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [templateLocale, setTemplateLocale] = useState<Locale>(locale);
  const dropLabelId = useId();
  const hintId = useId();

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (uploading) return;
    const files = event.dataTransfer.files;
    if (files.length !== 1) return onProblem(t("imports.onlyOneFile"));
    onFile(files[0]!);
  };

  return (
    <>
      <Field label={t("imports.kind")}>
        <RadioGroup value={kind} onChange={(_e, data) => onKind(data.value as ImportKind)} disabled={uploading !== null}>
          {IMPORT_KINDS.map((value) => (
            <div key={value} className={styles.kindOption}>
              {/* The kind's name is the radio's name; how its rows are matched is said as its description. */}
              <Radio value={value} label={t(`imports.kinds.${value}`)} input={{ "aria-describedby": `${hintId}-${value}` }} />
              <span id={`${hintId}-${value}`} className={styles.kindHint}>
                {t(`imports.kindHint.${value}`)}
              </span>
            </div>
          ))}
        </RadioGroup>
      </Field>
      <p className={styles.note}>{t("imports.order")}</p>

      <section className={styles.section} aria-labelledby="import-template">
        <h3 id="import-template" className={styles.subheading}>
          {t("imports.template")}
        </h3>
        <p className={styles.note}>{t("imports.templateHint")}</p>
        <div className={styles.row}>
          <Field label={t("imports.templateLanguage")}>
            <Select value={templateLocale} onChange={(_e, data) => isLocale(data.value) && setTemplateLocale(data.value)}>
              {LOCALES.map((value) => (
                <option key={value} value={value} lang={value}>
                  {LOCALE_NAMES[value]}
                </option>
              ))}
            </Select>
          </Field>
          <Button icon={<ArrowDownload20Regular />} onClick={() => downloadTemplate(kind, templateLocale)}>
            {t("imports.downloadTemplate")}
          </Button>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="import-file">
        <h3 id="import-file" className={styles.subheading}>
          {t("imports.file")}
        </h3>
        <div
          className={mergeClasses(styles.dropZone, over && styles.dropZoneActive)}
          role="group"
          aria-labelledby={dropLabelId}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={drop}
        >
          <span id={dropLabelId}>{t("imports.dropHere")}</span>
          <Button appearance="primary" icon={<DocumentArrowUp20Regular />} disabled={uploading !== null} onClick={() => input.current?.click()}>
            {t("imports.chooseFile")}
          </Button>
          <span className={styles.note}>{t("imports.fileHint", { megabytes: IMPORT_LIMITS.maxBytes / (1024 * 1024), rows: IMPORT_LIMITS.maxRows })}</span>
          {uploading && <Spinner size="tiny" label={t("imports.uploading", { file: uploading })} />}
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            hidden
            aria-label={t("imports.chooseFile")}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file chosen again (after fixing it) must fire a change again.
              event.target.value = "";
              if (file) onFile(file);
            }}
          />
        </div>
        <FormAlert text={problem} />
      </section>
    </>
  );
}
