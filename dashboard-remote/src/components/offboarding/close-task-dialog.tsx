// Marks a handover task done, with an optional note (issue 19). The refusal, if any, is said in the
// dialog; the list and the person's offboarding state are refreshed after.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field } from "@fluentui/react-components";
import { ERROR_CODES, handoverTaskUpdateSchema, type HandoverTaskDoc, type HandoverTaskUpdateInput } from "@steward/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { ApiError } from "../../api/api-error.ts";
import { closeHandoverTask } from "../../api/offboarding-api.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { FormAlert } from "../form-alert.tsx";
import { bodyResolver } from "../form/body-resolver.ts";
import { FormTextarea } from "../form/form-controls.tsx";
import { useLocalizeSentence, useT } from "../../i18n/i18n-context.ts";

interface Values {
  note: string;
}

export function CloseTaskDialog({ task, open, onClose }: { task: HandoverTaskDoc; open: boolean; onClose(): void }) {
  const t = useT();
  const localize = useLocalizeSentence();
  const { api } = useDashboardServices();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const resolver = useMemo(() => bodyResolver<Values, HandoverTaskUpdateInput>(handoverTaskUpdateSchema, (v) => ({ state: "done", ...(v.note.trim() ? { note: v.note } : {}) })), []);
  const form = useForm<Values, unknown, HandoverTaskUpdateInput>({ resolver, defaultValues: { note: "" } });
  const { isSubmitting, errors } = form.formState;

  const submit = async (input: HandoverTaskUpdateInput) => {
    try {
      await closeHandoverTask(api, task.id, input);
      notify.success(t("handover.done"));
      await invalidateAfter(queryClient, "handoverTask");
      onClose();
    } catch (error) {
      const text = error instanceof ApiError && error.code === ERROR_CODES.taskAlreadyDone ? t("handover.alreadyDone") : t("handover.failed");
      form.setError("root.server", { message: text });
      if (error instanceof ApiError && error.code === ERROR_CODES.taskAlreadyDone) void invalidateAfter(queryClient, "handoverTask");
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_e, data) => !data.open && !isSubmitting && onClose()}>
      <DialogSurface>
        <form onSubmit={form.handleSubmit(submit)} noValidate>
          <DialogBody>
            <DialogTitle>{t("handover.markDoneOf", { task: t(`handoverTasks.${task.kind}`), account: task.socialMedia.name })}</DialogTitle>
            <DialogContent style={{ display: "flex", flexDirection: "column", gap: 8 }}>
              <FormAlert text={errors.root?.["server"]?.message ?? null} />
              <Field label={t("handover.note")} validationMessage={errors.note?.message === undefined ? undefined : localize(errors.note.message)}>
                <FormTextarea control={form.control} name="note" />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={onClose} disabled={isSubmitting}>
                {t("handover.cancel")}
              </Button>
              <Button type="submit" appearance="primary" disabled={isSubmitting}>
                {t("handover.markDone")}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
