import { mayMoveUnit, unitLockedFor, type UnitCreateInput } from "@steward/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { updateUnit } from "../../api/units-api.ts";
import { useCurrentUser } from "../../components/current-user.ts";
import { LoadProblem } from "../../components/load-problem/load-problem.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { UnitForm } from "../../components/unit-form/unit-form.tsx";
import { unitFormValuesOf } from "../../components/unit-form/unit-form-values.ts";
import { errorToastText, saveErrorText } from "../../components/unit-form/unit-save-error.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { unitActiveChildrenQuery, unitQuery } from "../../data/units-queries.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { useLocalizeSentence, useT } from "../../i18n/i18n-context.ts";

const route = getRouteApi("/dashboard/units/update/$id");

export function UnitUpdatePage() {
  const t = useT();
  const localize = useLocalizeSentence();
  const { api } = useDashboardServices();
  const user = useCurrentUser();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const id = Number(route.useParams().id);
  // The API's rules (policies/units.ts): only a super admin moves a unit; active sub-units lock it for anyone else.
  const movesUnit = mayMoveUnit(user.role);

  const unit = useQuery(unitQuery(api, id));
  const activeChildren = useQuery(unitActiveChildrenQuery(api, id));

  const submit = async (input: UnitCreateInput) => {
    const { parentOrg, ...rest } = input;
    try {
      await updateUnit(api, movesUnit ? { id, parentOrg: parentOrg ?? null, ...rest } : { id, ...rest });
      notify.success(t("toasts.unitUpdated"));
      await invalidateAfter(queryClient, "unit");
      return null;
    } catch (error) {
      const text = saveErrorText(error, t("errors.unitUpdateFailed"), localize);
      notify.error(errorToastText(t("errors.unitUpdateToast"), text, error));
      return text;
    }
  };

  const doc = unit.data;
  let body;
  if (unit.isError || activeChildren.isError) body = <LoadProblem error={unit.error ?? activeChildren.error} thing="unit" />;
  else if (!doc || activeChildren.data === undefined) body = <p>{t("common.loading")}</p>;
  else
    body = (
      <UnitForm
        // A saved change comes back as a new document: the form starts again from it.
        key={doc.updatedAt}
        initial={unitFormValuesOf(doc)}
        unit={doc}
        canChooseParent={movesUnit}
        locked={unitLockedFor(user.role, activeChildren.data)}
        onSubmit={submit}
      />
    );

  return (
    <>
      <PageHeader title={doc ? t("unitForm.updateTitleOf", { name: doc.name }) : t("unitForm.updateTitle")} />
      {body}
    </>
  );
}
