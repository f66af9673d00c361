import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { createUnit } from "../../api/units-api.ts";
import { backToList  } from "../../components/saved-row/saved-row.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { UnitForm } from "../../components/unit-form/unit-form.tsx";
import { EMPTY_UNIT } from "../../components/unit-form/unit-form-values.ts";
import { errorToastText, saveErrorText } from "../../components/unit-form/unit-save-error.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { useLocalizeSentence, useT } from "../../i18n/i18n-context.ts";

export function UnitCreatePage() {
  const t = useT();
  const localize = useLocalizeSentence();
  const { api } = useDashboardServices();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();

  const submit = async (input: Parameters<typeof createUnit>[1]) => {
    try {
      const { doc } = await createUnit(api, input);
      await invalidateAfter(queryClient, "unit");
      notify.success(t("toasts.unitCreated"));
      await navigate(backToList("/dashboard/units", doc));
      return null;
    } catch (error) {
      const text = saveErrorText(error, t("errors.unitCreateFailed"), localize);
      notify.error(errorToastText(t("errors.unitCreateToast"), text, error));
      return text;
    }
  };

  return (
    <>
      <PageHeader title={t("unitForm.createTitle")} />
      <UnitForm initial={EMPTY_UNIT} canChooseParent locked={false} onSubmit={submit} />
    </>
  );
}
