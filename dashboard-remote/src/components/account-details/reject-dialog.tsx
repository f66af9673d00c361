// Rejecting a pending account (issue 33), from its details: a reason is required, since whoever
// requested the account reads it in their e-mail. The API's own schema judges the reason.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field } from "@fluentui/react-components";
import { socialMediaRejectSchema, type SocialMediaRejectInput } from "@steward/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { rejectSocialMedia } from "../../api/social-medias-api.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { bodyResolver } from "../form/body-resolver.ts";
import { FormTextarea } from "../form/form-controls.tsx";
import { useFieldMessage } from "../form/use-field-message.ts";

const resolver = bodyResolver<{ reason: string }, SocialMediaRejectInput>(socialMediaRejectSchema, ({ reason }) => ({ reason }));

export interface RejectDialogProps {
  account: { id: number; name: string };
  open: boolean;
  onClose(rejected: boolean): void;
}

export function RejectDialog({ account, open, onClose }: RejectDialogProps) {
  const t = useT();
  const said = useFieldMessage();
  const { api } = useDashboardServices();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const form = useForm<{ reason: string }, unknown, SocialMediaRejectInput>({ resolver, defaultValues: { reason: "" } });
  const mutation = useMutation({
    mutationFn: (body: SocialMediaRejectInput) => rejectSocialMedia(api, account.id, body.reason),
    onSuccess: () => {
      notify.success(t("dailyWork.reject.done"));
      return invalidateAfter(queryClient, "socialMediaStatus");
    },
    onError: () => notify.error(t("dailyWork.reject.failed")),
  });
  const close = (rejected: boolean) => {
    form.reset();
    onClose(rejected);
  };
  const submit = form.handleSubmit(async (body) => {
    await mutation.mutateAsync(body).then(
      () => close(true),
      () => undefined,
    );
  });
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_e, data) => !data.open && close(false)}>
      <DialogSurface>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{t("dailyWork.reject.title", { name: account.name })}</DialogTitle>
            <DialogContent>
              <p>{t("dailyWork.reject.intro")}</p>
              <Field label={t("dailyWork.reject.reason")} hint={t("dailyWork.reject.reasonHint")} required validationMessage={said(form.formState.errors.reason?.message)}>
                <FormTextarea control={form.control} name="reason" resize="vertical" />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={() => close(false)}>
                {t("dailyWork.reject.cancel")}
              </Button>
              <Button type="submit" appearance="primary" disabled={mutation.isPending}>
                {t("dailyWork.reject.confirm")}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
