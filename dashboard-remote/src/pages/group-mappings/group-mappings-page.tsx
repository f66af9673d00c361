// The super admins' mapping of identity provider groups to units and roles (issue 17): rows of
// group, unit and role; saving replaces the whole list (PATCH /api/identity/group-mappings), and the
// mappings apply at each person's next sign-in.
import { Button, Field, Select, Text } from "@fluentui/react-components";
import {
  MAPPABLE_ROLES,
  groupMappingsInputSchema,
  isSuperAdmin,
  type GroupMappingDoc,
  type GroupMappingsInput,
  type MappableRole,
} from "@steward/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { ApiError, isValidationErrorBody } from "../../api/api-error.ts";
import { saveGroupMappings } from "../../api/identity-api.ts";
import { useCurrentUser } from "../../components/current-user.ts";
import { FormAlert } from "../../components/form-alert.tsx";
import { bodyResolver, messageOf } from "../../components/form/body-resolver.ts";
import { FormInput } from "../../components/form/form-controls.tsx";
import { useFormPageStyles } from "../../components/form-page/form-page.styles.ts";
import { LeaveGuard } from "../../components/leave-guard/leave-guard.tsx";
import { LoadProblem, NotOffered } from "../../components/load-problem/load-problem.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { UnitTreeSelect } from "../../components/unit-tree-select/unit-tree-select.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { groupMappingsQuery } from "../../data/identity-queries.ts";
import { invalidateAfter } from "../../data/invalidate.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { useLocalizeSentence, useT } from "../../i18n/i18n-context.ts";
import { failureText } from "../../api/explain-failure.ts";

interface Row {
  group: string;
  unit: number | null;
  unitName: string | null;
  role: MappableRole;
}

interface Values {
  mappings: Row[];
}

const rowsOf = (docs: readonly GroupMappingDoc[]): Row[] => docs.map((d) => ({ group: d.group, unit: d.unit.id, unitName: d.unit.name, role: d.role }));

function MappingRow({ index, form, onRemove }: { index: number; form: ReturnType<typeof useForm<Values, unknown, GroupMappingsInput>>; onRemove(): void }) {
  const t = useT();
  const localize = useLocalizeSentence();
  const say = (message: string | undefined) => (message === undefined ? undefined : localize(message));
  const styles = useFormPageStyles();
  const unitLabelId = useId();
  const errors = form.formState.errors.mappings?.[index];
  return (
    <section aria-label={t("groupMappings.rowLabel", { n: index + 1 })} className={styles.grid}>
      <Field label={t("groupMappings.group")} validationMessage={say(messageOf(errors?.group))}>
        <FormInput control={form.control} name={`mappings.${index}.group`} required />
      </Field>
      <Field label={t("groupMappings.role")}>
        <Controller
          control={form.control}
          name={`mappings.${index}.role`}
          render={({ field }) => (
            <Select value={field.value} onChange={(_e, data) => field.onChange(data.value as MappableRole)}>
              {MAPPABLE_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </Select>
          )}
        />
      </Field>
      <Field label={{ children: t("groupMappings.unit"), id: unitLabelId }} validationMessage={say(messageOf(errors?.unit))} className={styles.wide}>
        <Controller
          control={form.control}
          name={`mappings.${index}.unit`}
          render={({ field }) => (
            <UnitTreeSelect
              labelId={unitLabelId}
              label={t("groupMappings.unit")}
              noneLabel={t("groupMappings.chooseUnit")}
              value={field.value}
              valueName={form.getValues(`mappings.${index}.unitName`)}
              onChange={(id, name) => {
                form.setValue(`mappings.${index}.unitName`, name);
                field.onChange(id);
              }}
            />
          )}
        />
      </Field>
      <div className={styles.wide}>
        <Button type="button" onClick={onRemove}>
          {t("groupMappings.remove")}
        </Button>
      </div>
    </section>
  );
}

function MappingsForm({ docs }: { docs: GroupMappingDoc[] }) {
  const t = useT();
  const localize = useLocalizeSentence();
  const { api } = useDashboardServices();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const styles = useFormPageStyles();
  const resolver = useMemo(
    () =>
      bodyResolver<Values, GroupMappingsInput>(groupMappingsInputSchema, (values) => ({
        mappings: values.mappings.map((m) => ({ group: m.group, unit: m.unit ?? undefined, role: m.role })),
      }), { error: () => t("groupMappings.unitRequired") }),
    [t],
  );
  const form = useForm<Values, unknown, GroupMappingsInput>({ resolver, defaultValues: { mappings: rowsOf(docs) } });
  const rows = useFieldArray({ control: form.control, name: "mappings" });
  const { errors, isSubmitting, isDirty } = form.formState;
  const listIssue = messageOf(errors.mappings?.root);

  const submit = async (input: GroupMappingsInput) => {
    try {
      const saved = await saveGroupMappings(api, input);
      form.reset({ mappings: rowsOf(saved.docs) });
      await invalidateAfter(queryClient, "groupMappings");
      notify.success(t("identity.groupMappingsSaved"));
    } catch (error) {
      const body = error instanceof ApiError ? error.body : null;
      const text = isValidationErrorBody(body) ? body.errors.map((e) => `${e.path}: ${localize(e.message)}`).join("\n") : failureText(error);
      notify.error(t("groupMappings.failed"));
      form.setError("root.server", { message: text });
    }
  };

  return (
    <form className={styles.form} onSubmit={form.handleSubmit(submit)} noValidate>
      <LeaveGuard unsaved={isDirty && !isSubmitting} />
      <FormAlert text={errors.root?.["server"]?.message ?? (listIssue === undefined ? null : localize(listIssue))} />
      {rows.fields.length === 0 && <p className={styles.note}>{t("groupMappings.none")}</p>}
      {rows.fields.map((row, index) => (
        <MappingRow key={row.id} index={index} form={form} onRemove={() => rows.remove(index)} />
      ))}
      <div>
        <Button type="button" onClick={() => rows.append({ group: "", unit: null, unitName: null, role: "social_media_manager" })}>
          {t("groupMappings.add")}
        </Button>
      </div>
      <div className={styles.actions}>
        <Button type="button" onClick={() => form.reset({ mappings: rowsOf(docs) })} disabled={isSubmitting || !isDirty}>
          {t("groupMappings.cancel")}
        </Button>
        <Button type="submit" appearance="primary" disabled={isSubmitting}>
          {isSubmitting ? t("ui.saving") : t("groupMappings.save")}
        </Button>
      </div>
    </form>
  );
}

export function GroupMappingsPage() {
  const t = useT();
  const { api } = useDashboardServices();
  const actor = useCurrentUser();
  const allowed = isSuperAdmin(actor.role);
  const query = useQuery({ ...groupMappingsQuery(api), enabled: allowed });
  let body;
  if (!allowed) body = <NotOffered text={t("groupMappings.superAdminsOnly")} />;
  else if (query.isError) body = <LoadProblem error={query.error} thing="group mappings" />;
  else if (!query.data) body = <p>{t("common.loading")}</p>;
  else body = <MappingsForm docs={query.data} />;
  return (
    <>
      <PageHeader title={t("identity.groupMappingsTitle")} />
      <Text as="p">{t("identity.groupMappingsIntro")}</Text>
      {body}
    </>
  );
}
