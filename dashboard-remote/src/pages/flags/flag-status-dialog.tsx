// Moving a flag through open / in review / resolved / dismissed. Closing needs a resolution note,
// which the API also insists on.
import { Field, Radio, RadioGroup } from "@fluentui/react-components";
import { FLAG_TRANSITIONS, isClosedFlagStatus, type FlagDoc, type FlagUpdateInput } from "@steward/shared";
import { Controller, useForm, useWatch } from "react-hook-form";
import { updateFlag } from "../../api/flags-api.ts";
import { FormTextarea } from "../../components/form/form-controls.tsx";
import { serverIssuesOf } from "../../components/form/server-issues.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { humanize } from "../../texts.ts";
import { FlagStatusBadge } from "./flag-badges.tsx";
import { FlagDialogForm } from "./flag-dialog-form.tsx";
import { flagStatusResolver, type FlagStatusValues } from "./flag-form-schemas.ts";
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
  const form = useForm<FlagStatusValues, unknown, FlagUpdateInput>({
    resolver: flagStatusResolver,
    defaultValues: { status: choices[0] ?? flag.status, resolutionNote: "" },
  });
  const { control } = form;
  const { errors, isSubmitting } = form.formState;
  const closing = isClosedFlagStatus(useWatch({ control, name: "status" }));

  const submit = async (body: FlagUpdateInput) => {
    try {
      onSaved(await updateFlag(api, flag.id, body));
    } catch (error) {
      const issues = serverIssuesOf(error) ?? [];
      form.setError("root.server", { message: issues.length > 0 ? issues.map((issue) => issue.message).join("\n") : FLAG_TEXTS.saveFailed });
    }
  };

  return (
    <FlagDialogForm
      open={open}
      title={FLAG_TEXTS.statusTitle}
      formError={errors.root?.["server"]?.message ?? null}
      busy={isSubmitting}
      onClose={onClose}
      onSubmit={form.handleSubmit(submit)}
    >
      <div>
        {flag.socialMedia.name} · {humanize(flag.category)} · <FlagStatusBadge status={flag.status} />
      </div>
      <Field label={FLAG_TEXTS.status} required>
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <RadioGroup name={field.name} value={field.value} onChange={(_event, data) => field.onChange(data.value)}>
              {choices.map((choice) => (
                <Radio key={choice} value={choice} label={humanize(choice)} />
              ))}
            </RadioGroup>
          )}
        />
      </Field>
      <Field label={FLAG_TEXTS.resolutionNote} required={closing} hint={closing ? undefined : FLAG_TEXTS.noteOnlyWhenClosing} validationMessage={errors.resolutionNote?.message}>
        <FormTextarea control={control} name="resolutionNote" maxLength={5000} resize="vertical" />
      </Field>
    </FlagDialogForm>
  );
}
