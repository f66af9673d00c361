// The unit form of product-spec.md section 2 ("Update unit form"), used to create and to edit.
import { Button, Field } from "@fluentui/react-components";
import { UNIT_STATUSES, unitCreateSchema, unitTypesFor, type UnitCreateInput, type UnitDoc } from "@steward/shared";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useLocalizeSentence, useT } from "../../i18n/i18n-context.ts";
import { FormAlert } from "../form-alert.tsx";
import { bodyResolver, messageOf } from "../form/body-resolver.ts";
import { FormInput, FormSelect, FormTextarea } from "../form/form-controls.tsx";
import { useFormPageStyles } from "../form-page/form-page.styles.ts";
import type { PickerItem } from "../pickers/search-picker.tsx";
import { UserPicker } from "../pickers/user-picker.tsx";
import { PhoneInput } from "../phone-input/phone-input.tsx";
import { UnitTreeSelect } from "../unit-tree-select/unit-tree-select.tsx";
import { typeForLevel, unitBodyOf, type UnitFormValues } from "./unit-form-values.ts";
import { LeaveGuard } from "../leave-guard/leave-guard.tsx";

const resolver = bodyResolver<UnitFormValues, UnitCreateInput>(unitCreateSchema, unitBodyOf);

export interface UnitFormProps {
  initial: UnitFormValues;
  /** The unit being edited; absent on create. */
  unit?: Pick<UnitDoc, "id" | "path" | "parent" | "admin" | "backupAdmins"> | undefined;
  /** Only super admins see and set the Parent Unit. */
  canChooseParent: boolean;
  /** Every field disabled (a non-super-admin on a unit with active child units). */
  locked: boolean;
  /** Resolves to an error text to show, or null on success. */
  onSubmit(input: UnitCreateInput): Promise<string | null>;
}

export function UnitForm({ initial, unit, canChooseParent, locked, onSubmit }: UnitFormProps) {
  const styles = useFormPageStyles();
  const t = useT();
  const localize = useLocalizeSentence();
  // zod's sentences come in English from the shared schema; each is shown in the reader's language.
  const say = (message: string | undefined) => (message === undefined ? undefined : localize(message));
  const form = useForm<UnitFormValues, unknown, UnitCreateInput>({ resolver, defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const [parentOrg, admin] = useWatch({ control: form.control, name: ["parentOrg", "admin"] });
  // The admin candidates are asked for by the parent's name too; the tree says it when choosing.
  const [parentName, setParentName] = useState<string | undefined>(unit?.parent?.name);

  // Candidates depend on where the unit will sit: the pickers ask the server for them, 20 at a time.
  const adminsFor = { parentOrgId: parentOrg, parentOrgName: parentOrg === null ? undefined : parentName, unitId: unit?.id };
  // Who the chosen ids are (the people already on the unit, then whoever is chosen here).
  const [people, setPeople] = useState(() => {
    const known = new Map<number, PickerItem>();
    if (unit?.admin) known.set(unit.admin.id, { id: unit.admin.id, name: unit.admin.name, detail: unit.admin.email });
    for (const person of unit?.backupAdmins ?? []) known.set(person.id, { id: person.id, name: person.name });
    return known;
  });
  const remember = (items: readonly PickerItem[]) => setPeople((known) => new Map([...known, ...items.map((item) => [item.id, item] as const)]));
  const itemOf = (id: number): PickerItem => people.get(id) ?? { id, name: `#${id}` };

  const chooseParent = (id: number | null, name: string | null) => {
    if (id === form.getValues("parentOrg")) return;
    setParentName(name ?? undefined);
    form.setValue("parentOrg", id, { shouldDirty: true });
    form.setValue("type", typeForLevel(form.getValues("type"), id !== null), { shouldDirty: true });
    form.setValue("admin", null, { shouldDirty: true });
    form.setValue("backupAdmins", [], { shouldDirty: true });
  };

  const submit = async (input: UnitCreateInput) => {
    const failure = await onSubmit(input);
    if (failure) form.setError("root.server", { message: failure });
  };

  const typeOptions = unitTypesFor(parentOrg !== null);

  return (
    <form className={styles.form} onSubmit={form.handleSubmit(submit)} noValidate aria-label={unit ? t("unitForm.updateTitle") : t("unitForm.createTitle")}>
      <LeaveGuard unsaved={form.formState.isDirty && !form.formState.isSubmitting} />
      {locked && <p className={styles.note}>{t("unitForm.lockedByChildren")}</p>}
      <FormAlert text={errors.root?.["server"]?.message ?? null} />
      <div className={styles.grid}>
        <Field label={t("unitForm.name")} validationMessage={say(errors.name?.message)}>
          <FormInput control={form.control} name="name" disabled={locked} />
        </Field>
        <Field label={t("unitForm.type")} validationMessage={say(errors.type?.message)}>
          <FormSelect control={form.control} name="type" disabled={locked}>
            {typeOptions.map((type) => (
              <option key={type} value={type}>
                {t(`unitTypes.${type}`)}
              </option>
            ))}
          </FormSelect>
        </Field>
        {canChooseParent && (
          <Field label={t("unitForm.parent")} validationMessage={say(errors.parentOrg?.message)} className={styles.wide}>
            {(fieldProps) => (
              <UnitTreeSelect
                labelId={typeof fieldProps["aria-labelledby"] === "string" ? fieldProps["aria-labelledby"] : undefined}
                label={t("unitForm.parent")}
                noneLabel={t("unitForm.noParent")}
                value={parentOrg}
                valueName={parentName ?? null}
                excludePath={unit?.path}
                disabled={locked}
                onChange={chooseParent}
              />
            )}
          </Field>
        )}
        <Field label={t("unitForm.admin")} validationMessage={say(errors.admin?.message)}>
          <Controller
            control={form.control}
            name="admin"
            render={({ field }) => (
              <UserPicker
                label={t("unitForm.admin")}
                single
                adminsFor={adminsFor}
                disabled={locked}
                value={field.value === null ? [] : [itemOf(field.value)]}
                onChange={(items) => {
                  remember(items);
                  const chosen = items[0]?.id ?? null;
                  field.onChange(chosen);
                  form.setValue("backupAdmins", form.getValues("backupAdmins").filter((id) => id !== chosen));
                }}
              />
            )}
          />
        </Field>
        <Controller
          control={form.control}
          name="backupAdmins"
          render={({ field }) => (
            <Field label={t("unitForm.backupAdmins")} validationMessage={say(messageOf(errors.backupAdmins))}>
              <UserPicker
                label={t("unitForm.backupAdmins")}
                adminsFor={adminsFor}
                disabled={locked}
                exclude={admin === null ? [] : [admin]}
                value={field.value.map(itemOf)}
                onChange={(items) => {
                  remember(items);
                  field.onChange(items.map((item) => item.id));
                }}
              />
            </Field>
          )}
        />
        <Field label={t("unitForm.email")} validationMessage={say(errors.email?.message)}>
          <FormInput control={form.control} name="email" type="email" disabled={locked} />
        </Field>
        <Field label={t("unitForm.phone")} validationMessage={say(errors.phone?.message)}>
          {(fieldProps) => (
            <Controller
              control={form.control}
              name="phone"
              render={({ field }) => (
                <PhoneInput
                  id={typeof fieldProps.id === "string" ? fieldProps.id : undefined}
                  aria-describedby={typeof fieldProps["aria-describedby"] === "string" ? fieldProps["aria-describedby"] : undefined}
                  aria-invalid={errors.phone ? true : undefined}
                  value={field.value}
                  disabled={locked}
                  onChange={field.onChange}
                />
              )}
            />
          )}
        </Field>
        <Field label={t("unitForm.status")} validationMessage={say(errors.status?.message)}>
          <FormSelect control={form.control} name="status" disabled={locked}>
            {UNIT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`unitStatuses.${status}`)}
              </option>
            ))}
          </FormSelect>
        </Field>
        <Field label={t("unitForm.description")} validationMessage={say(errors.description?.message)} className={styles.wide}>
          <FormTextarea control={form.control} name="description" disabled={locked} />
        </Field>
      </div>
      <div className={styles.actions}>
        <Button type="button" onClick={() => form.reset()} disabled={isSubmitting || locked}>
          {t("ui.reset")}
        </Button>
        <Button type="submit" appearance="primary" disabled={isSubmitting || locked}>
          {/* The spec's "Save Changes" is the update form's; a unit not made yet has no changes to save. */}
          {unit ? (isSubmitting ? t("ui.saving") : t("ui.saveChanges")) : isSubmitting ? t("common.creating") : t("unitForm.createUnit")}
        </Button>
      </div>
    </form>
  );
}
