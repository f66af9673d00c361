// Moving a flag through open / in review / resolved / dismissed. Closing needs a resolution note,
// which the API also insists on.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Radio, RadioGroup, Textarea, makeStyles, tokens } from "@fluentui/react-components";
import { FLAG_MESSAGES, FLAG_TRANSITIONS, isClosedFlagStatus, type FlagDoc, type FlagStatus } from "@steward/shared";
import { useState, type FormEvent } from "react";
import { updateFlag } from "../../api/flags-api.ts";
import { FormAlert } from "../../components/form-alert.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { humanize } from "../../texts.ts";
import { FlagStatusBadge } from "./flag-badges.tsx";
import { FLAG_TEXTS } from "./flag-texts.ts";

const useStyles = makeStyles({ form: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM } });

export interface FlagStatusDialogProps {
  open: boolean;
  flag: FlagDoc;
  onClose(): void;
  onSaved(flag: FlagDoc): void;
}

export function FlagStatusDialog({ open, flag, onClose, onSaved }: FlagStatusDialogProps) {
  const styles = useStyles();
  const { api } = useDashboardServices();
  const choices = FLAG_TRANSITIONS[flag.status];
  const [status, setStatus] = useState<FlagStatus>(choices[0] ?? flag.status);
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const closing = isClosedFlagStatus(status);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (closing && note.trim() === "") {
      setNoteError(FLAG_MESSAGES.resolutionNoteRequired);
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      onSaved(await updateFlag(api, flag.id, note.trim() === "" ? { status } : { status, resolutionNote: note.trim() }));
    } catch {
      setFormError(FLAG_TEXTS.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface aria-label={FLAG_TEXTS.statusTitle}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogBody>
            <DialogTitle>{FLAG_TEXTS.statusTitle}</DialogTitle>
            <DialogContent className={styles.form}>
              <FormAlert text={formError} />
              <div>
                {flag.socialMedia.name} · {humanize(flag.category)} · <FlagStatusBadge status={flag.status} />
              </div>
              <Field label={FLAG_TEXTS.status} required>
                <RadioGroup value={status} onChange={(_event, data) => setStatus(data.value as FlagStatus)}>
                  {choices.map((choice) => (
                    <Radio key={choice} value={choice} label={humanize(choice)} />
                  ))}
                </RadioGroup>
              </Field>
              <Field
                label={FLAG_TEXTS.resolutionNote}
                required={closing}
                validationMessage={noteError}
                validationState={noteError ? "error" : "none"}
              >
                <Textarea
                  value={note}
                  maxLength={5000}
                  resize="vertical"
                  onChange={(_event, data) => {
                    setNote(data.value);
                    if (data.value.trim() !== "") setNoteError(undefined);
                  }}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{FLAG_TEXTS.cancel}</Button>
              <Button appearance="primary" type="submit" disabled={busy}>
                {FLAG_TEXTS.save}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
