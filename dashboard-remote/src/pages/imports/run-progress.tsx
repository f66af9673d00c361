// How far a dry run or an import has got, from the progress lines of its stream: a progress bar
// named by what is running, with the rows done of the total written beside it.
import { Field, ProgressBar } from "@fluentui/react-components";
import { useT } from "../../i18n/i18n-context.ts";

export interface Progress {
  done: number;
  total: number;
}

export function RunProgress({ label, progress }: { label: string; progress: Progress | null }) {
  const t = useT();
  // Before the first line the bar moves without a value: the server is still starting. The rows
  // are the bar's own numbers, so a screen reader hears how far along it is.
  const known = progress !== null && progress.total > 0;
  return (
    <Field label={label} hint={known ? t("imports.progress", { done: progress.done, total: progress.total }) : undefined} validationState="none">
      {known ? <ProgressBar value={Math.min(progress.done, progress.total)} max={progress.total} thickness="large" /> : <ProgressBar thickness="large" />}
    </Field>
  );
}
