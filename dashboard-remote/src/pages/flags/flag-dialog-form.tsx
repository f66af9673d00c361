// The frame both flag dialogs share: a modal form with its title, a form-level error, the fields,
// and Cancel / Save.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from "@fluentui/react-components";
import type { FormEvent, ReactNode } from "react";
import { FormAlert } from "../../components/form-alert.tsx";
import { useT } from "../../i18n/i18n-context.ts";

const useStyles = makeStyles({ form: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM } });

export interface FlagDialogFormProps {
  open: boolean;
  title: string;
  formError: string | null;
  busy: boolean;
  onClose(): void;
  onSubmit(event: FormEvent): void;
  children: ReactNode;
}

export function FlagDialogForm({ open, title, formError, busy, onClose, onSubmit, children }: FlagDialogFormProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface aria-label={title}>
        <form noValidate onSubmit={onSubmit}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.form}>
              <FormAlert text={formError} />
              {children}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t("flags.cancel")}</Button>
              <Button appearance="primary" type="submit" disabled={busy}>
                {t("flags.save")}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
