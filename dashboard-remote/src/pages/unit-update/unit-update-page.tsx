import { ERRORS, TOASTS, type UnitCreateInput } from "@steward/shared";
import { getUnit, hasActiveChildUnits, listAllUnits, updateUnit } from "../../api/units-api.ts";
import { useCurrentUser } from "../../components/current-user.ts";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { UnitForm } from "../../components/unit-form/unit-form.tsx";
import { unitFormValuesOf } from "../../components/unit-form/unit-form-values.ts";
import { errorToastText, saveErrorText } from "../../components/unit-form/unit-save-error.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { useApiQuery } from "../../hooks/use-api-query.ts";
import { useRefresh } from "../../hooks/use-refresh.tsx";
import { useNotify } from "../../notifications/use-notify.ts";
import { unitUpdateRoute } from "../../routes/unit-update.ts";
import { LABELS, UNIT_FORM } from "../../texts.ts";

export function UnitUpdatePage() {
  const { api } = useDashboardServices();
  const user = useCurrentUser();
  const notify = useNotify();
  const { refresh } = useRefresh();
  const id = Number(unitUpdateRoute.useParams().id);
  const isSuperAdmin = user.role === "super_admin";

  const unit = useApiQuery(`unit-${id}`, (signal) => getUnit(api, id, signal));
  const activeChildren = useApiQuery(`unit-children-${id}`, (signal) => hasActiveChildUnits(api, id, signal));
  // Only super admins choose a parent, so only they need the whole tree.
  const units = useApiQuery(`all-units-${isSuperAdmin}`, (signal) => (isSuperAdmin ? listAllUnits(api, signal) : Promise.resolve([])));

  const submit = async (input: UnitCreateInput) => {
    const { parentOrg, ...rest } = input;
    try {
      await updateUnit(api, isSuperAdmin ? { id, parentOrg: parentOrg ?? null, ...rest } : { id, ...rest });
      notify.success(TOASTS.unitUpdated);
      refresh();
      return null;
    } catch (error) {
      const text = saveErrorText(error, ERRORS.unitUpdateFailed);
      notify.error(errorToastText(ERRORS.unitUpdateToast, text));
      return text;
    }
  };

  const doc = unit.data?.doc;
  let body;
  if (unit.error || activeChildren.error) body = <p role="alert">{LABELS.loadFailed}</p>;
  else if (!doc || activeChildren.data === undefined) body = <p>{LABELS.loading}</p>;
  else
    body = (
      <UnitForm
        // A saved change comes back as a new document: the form starts again from it.
        key={doc.updatedAt}
        initial={unitFormValuesOf(doc)}
        unit={doc}
        canChooseParent={isSuperAdmin}
        locked={!isSuperAdmin && activeChildren.data}
        units={units.data ?? []}
        onSubmit={submit}
      />
    );

  return (
    <>
      <PageHeader title={doc ? `${UNIT_FORM.updateTitle}: ${doc.name}` : UNIT_FORM.updateTitle} />
      {body}
    </>
  );
}
