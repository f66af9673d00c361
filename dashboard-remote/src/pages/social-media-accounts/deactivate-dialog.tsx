// Deactivation needs a reason (trimmed, longer than 10 characters) and says that only the super
// admin can bring the account back.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field } from "@fluentui/react-components";
import { isDeactivationReasonValid, socialMediaStatusSchema, type SocialMediaStatusInput } from "@steward/shared";
import { useForm } from "react-hook-form";
import { bodyResolver } from "../../components/form/body-resolver.ts";
import { FormTextarea } from "../../components/form/form-controls.tsx";
import { SOCIAL_MEDIA_TEXTS as T } from "../../texts.ts";

const resolver = bodyResolver<{ reason: string }, SocialMediaStatusInput>(
  socialMediaStatusSchema.refine((body) => isDeactivationReasonValid(body.deactivationReason), { path: ["reason"], error: T.deactivationReasonHint }),
  ({ reason }) => ({ status: "inactive", deactivationReason: reason }),
);

export interface DeactivateDialogProps {
  accountName: string | undefined;
  open: boolean;
  busy: boolean;
  onConfirm(reason: string): void;
  onCancel(): void;
}

export function DeactivateDialog({ accountName, open, busy, onConfirm, onCancel }: DeactivateDialogProps) {
  // Judged on every change: Confirm is enabled only while the reason is long enough.
  const form = useForm<{ reason: string }, unknown, SocialMediaStatusInput>({ resolver, mode: "onChange", defaultValues: { reason: "" } });
  const close = () => {
    form.reset();
    onCancel();
  };
  const confirm = form.handleSubmit((body) => {
    onConfirm(body.deactivationReason ?? "");
    form.reset();
  });
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_e, data) => !data.open && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            {T.deactivateTitle}
            {accountName ? `: ${accountName}` : ""}
          </DialogTitle>
          <DialogContent>
            <p>{T.deactivateIntro}</p>
            <p>{T.deactivateOnlySuperAdmin}</p>
            <Field label={T.deactivationReason} hint={T.deactivationReasonHint} required>
              <FormTextarea control={form.control} name="reason" resize="vertical" />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{T.cancel}</Button>
            <Button appearance="primary" disabled={busy || !form.formState.isValid} onClick={() => void confirm()}>
              {T.confirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
