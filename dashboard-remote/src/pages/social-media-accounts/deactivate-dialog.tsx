// Deactivation needs a reason (trimmed, longer than 10 characters) and says that only the super
// admin can bring the account back.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field } from "@fluentui/react-components";
import { isDeactivationReasonValid, socialMediaStatusSchema, type SocialMediaStatusInput } from "@steward/shared";
import { useForm } from "react-hook-form";
import { bodyResolver } from "../../components/form/body-resolver.ts";
import { FormTextarea } from "../../components/form/form-controls.tsx";
import { useT } from "../../i18n/i18n-context.ts";
import { useMemo } from "react";

const resolverSaying = (hint: string) =>
  bodyResolver<{ reason: string }, SocialMediaStatusInput>(
    socialMediaStatusSchema.refine((body) => isDeactivationReasonValid(body.deactivationReason), { path: ["reason"], error: hint }),
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
  const t = useT();
  const hint = t("socialMedia.deactivationReasonHint");
  const resolver = useMemo(() => resolverSaying(hint), [hint]);
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
            {accountName ? t("socialMedia.deactivateTitleOf", { name: accountName }) : t("socialMedia.deactivateTitle")}
          </DialogTitle>
          <DialogContent>
            <p>{t("socialMedia.deactivateIntro")}</p>
            <p>{t("socialMedia.deactivateOnlySuperAdmin")}</p>
            <Field label={t("socialMedia.deactivationReason")} hint={t("socialMedia.deactivationReasonHint")} required>
              <FormTextarea control={form.control} name="reason" resize="vertical" />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t("socialMedia.cancel")}</Button>
            <Button appearance="primary" disabled={busy || !form.formState.isValid} onClick={() => void confirm()}>
              {t("socialMedia.confirm")}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
