// Raise a flag (choose the account) or edit one (category, severity, description).
import { Field, Select, Textarea } from "@fluentui/react-components";
import { FLAG_CATEGORIES, FLAG_SEVERITIES, flagCreateSchema, type FlagCategory, type FlagDoc, type FlagSeverity } from "@steward/shared";
import { useState, type FormEvent } from "react";
import { createFlag, updateFlag } from "../../api/flags-api.ts";
import { ApiError, isValidationErrorBody } from "../../api/api-error.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { humanize } from "../../texts.ts";
import { AccountPicker } from "./account-picker.tsx";
import { FlagDialogForm } from "./flag-dialog-form.tsx";
import { FLAG_TEXTS } from "./flag-texts.ts";

export interface FlagFormDialogProps {
  open: boolean;
  /** The flag to edit, or null to raise a new one. */
  flag: FlagDoc | null;
  onClose(): void;
  onSaved(flag: FlagDoc, created: boolean): void;
}

export function FlagFormDialog({ open, flag, onClose, onSaved }: FlagFormDialogProps) {
  const { api } = useDashboardServices();
  const [account, setAccount] = useState<number | null>(flag?.socialMedia.id ?? null);
  const [category, setCategory] = useState<FlagCategory>(flag?.category ?? "other");
  const [severity, setSeverity] = useState<FlagSeverity>(flag?.severity ?? "medium");
  const [description, setDescription] = useState(flag?.description ?? "");
  const [accountError, setAccountError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    try {
      if (flag) {
        setBusy(true);
        onSaved(await updateFlag(api, flag.id, { category, severity, description }), false);
        return;
      }
      const parsed = flagCreateSchema.safeParse({ socialMedia: account ?? 0, category, severity, description });
      if (!parsed.success) {
        setAccountError(FLAG_TEXTS.chooseAccount);
        return;
      }
      setBusy(true);
      onSaved(await createFlag(api, parsed.data), true);
    } catch (error) {
      const issues = error instanceof ApiError && isValidationErrorBody(error.body) ? error.body.errors : [];
      setFormError(issues.length > 0 ? issues.map((issue) => issue.message).join("\n") : FLAG_TEXTS.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  const title = flag ? FLAG_TEXTS.editTitle : FLAG_TEXTS.raiseTitle;
  return (
    <FlagDialogForm open={open} title={title} formError={formError} busy={busy} onClose={onClose} onSubmit={(event) => void submit(event)}>
      {flag ? (
        <Field label={FLAG_TEXTS.account}>
          <span>{flag.socialMedia.name}</span>
        </Field>
      ) : (
        <AccountPicker
          value={account}
          onChange={(id) => {
            setAccount(id);
            if (id !== null) setAccountError(undefined);
          }}
          error={accountError}
        />
      )}
      <Field label={FLAG_TEXTS.category} required>
        <Select value={category} onChange={(_event, data) => setCategory(data.value as FlagCategory)}>
          {FLAG_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {humanize(value)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={FLAG_TEXTS.severity} required>
        <Select value={severity} onChange={(_event, data) => setSeverity(data.value as FlagSeverity)}>
          {FLAG_SEVERITIES.map((value) => (
            <option key={value} value={value}>
              {humanize(value)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={FLAG_TEXTS.description}>
        <Textarea value={description} maxLength={5000} resize="vertical" onChange={(_event, data) => setDescription(data.value)} />
      </Field>
    </FlagDialogForm>
  );
}
