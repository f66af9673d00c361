// Moving a flag through open / in review / resolved / dismissed. Closing needs a resolution note,
// which the API also insists on.
import { Field, Radio, RadioGroup, Textarea } from "@fluentui/react-components";
import { FLAG_MESSAGES, FLAG_TRANSITIONS, isClosedFlagStatus, type FlagDoc, type FlagStatus } from "@steward/shared";
import { useState, type FormEvent } from "react";
import { updateFlag } from "../../api/flags-api.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { humanize } from "../../texts.ts";
import { FlagStatusBadge } from "./flag-badges.tsx";
import { FlagDialogForm } from "./flag-dialog-form.tsx";
import { FLAG_TEXTS } from "./flag-texts.ts";

export interface FlagStatusDialogProps {
  open: boolean;
  flag: FlagDoc;
  onClose(): void;
  onSaved(flag: FlagDoc): void;
}

export function FlagStatusDialog({ open, flag, onClose, onSaved }: FlagStatusDialogProps) {
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
    <FlagDialogForm open={open} title={FLAG_TEXTS.statusTitle} formError={formError} busy={busy} onClose={onClose} onSubmit={(event) => void submit(event)}>
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
    </FlagDialogForm>
  );
}
