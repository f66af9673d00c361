// The unit form of product-spec.md section 2 ("Update unit form"), used to create and to edit.
import { Button, Field, Select } from "@fluentui/react-components";
import { UI, UNIT_STATUSES, unitCreateSchema, unitTypesFor, type Ref, type UnitCreateInput, type UnitDoc } from "@steward/shared";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { adminCandidatesQuery } from "../../data/units-queries.ts";
import { LABELS, UNIT_FORM, humanize } from "../../texts.ts";
import { FormAlert } from "../form-alert.tsx";
import { bodyResolver, messageOf } from "../form/body-resolver.ts";
import { FormInput, FormSelect, FormTextarea } from "../form/form-controls.tsx";
import { useFormPageStyles } from "../form-page/form-page.styles.ts";
import { MultiSelectField } from "../multi-select-field.tsx";
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
  const { api } = useDashboardServices();
  const styles = useFormPageStyles();
  const form = useForm<UnitFormValues, unknown, UnitCreateInput>({ resolver, defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const [parentOrg, admin] = useWatch({ control: form.control, name: ["parentOrg", "admin"] });
  // The admin candidates are asked for by the parent's name too; the tree says it when choosing.
  const [parentName, setParentName] = useState<string | undefined>(unit?.parent?.name);

  // Candidates depend on where the unit will sit; reloaded whenever the parent changes.
  const candidates = useQuery(adminCandidatesQuery(api, { parentOrgId: parentOrg, parentOrgName: parentOrg === null ? undefined : parentName, unitId: unit?.id }));
  const people = useMemo(() => {
    const list: Ref[] = (candidates.data ?? []).map((c) => ({ id: c.id, name: `${c.name} (${c.email})` }));
    // The people already on the unit stay choosable even when the caller cannot list them.
    const current = [...(unit?.admin ? [unit.admin] : []), ...(unit?.backupAdmins ?? [])];
    for (const person of current) if (!list.some((p) => p.id === person.id)) list.push({ id: person.id, name: person.name });
    return list;
  }, [candidates.data, unit]);

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
  const backupOptions = people.filter((p) => p.id !== admin).map((p) => ({ value: String(p.id), label: p.name }));

  return (
    <form className={styles.form} onSubmit={form.handleSubmit(submit)} noValidate aria-label={unit ? UNIT_FORM.updateTitle : UNIT_FORM.createTitle}>
      <LeaveGuard unsaved={form.formState.isDirty && !form.formState.isSubmitting} />
      {locked && <p className={styles.note}>{UNIT_FORM.lockedByChildren}</p>}
      <FormAlert text={errors.root?.["server"]?.message ?? null} />
      <div className={styles.grid}>
        <Field label={UNIT_FORM.name} validationMessage={errors.name?.message}>
          <FormInput control={form.control} name="name" disabled={locked} />
        </Field>
        <Field label={UNIT_FORM.type} validationMessage={errors.type?.message}>
          <FormSelect control={form.control} name="type" disabled={locked}>
            {typeOptions.map((type) => (
              <option key={type} value={type}>
                {humanize(type)}
              </option>
            ))}
          </FormSelect>
        </Field>
        {canChooseParent && (
          <Field label={UNIT_FORM.parent} validationMessage={errors.parentOrg?.message} className={styles.wide}>
            {(fieldProps) => (
              <UnitTreeSelect
                labelId={typeof fieldProps["aria-labelledby"] === "string" ? fieldProps["aria-labelledby"] : undefined}
                label={UNIT_FORM.parent}
                value={parentOrg}
                valueName={parentName ?? null}
                excludePath={unit?.path}
                disabled={locked}
                onChange={chooseParent}
              />
            )}
          </Field>
        )}
        <Field label={UNIT_FORM.admin} validationMessage={errors.admin?.message}>
          <Controller
            control={form.control}
            name="admin"
            render={({ field }) => (
              <Select
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={field.value === null ? "" : String(field.value)}
                disabled={locked}
                onChange={(_e, data) => {
                  const chosen = data.value === "" ? null : Number(data.value);
                  field.onChange(chosen);
                  form.setValue("backupAdmins", form.getValues("backupAdmins").filter((id) => id !== chosen));
                }}
              >
                <option value="">{candidates.isLoading && !candidates.data ? LABELS.loading : UNIT_FORM.selectAdmin}</option>
                {people.map((person) => (
                  <option key={person.id} value={String(person.id)}>
                    {person.name}
                  </option>
                ))}
              </Select>
            )}
          />
        </Field>
        <Controller
          control={form.control}
          name="backupAdmins"
          render={({ field }) => (
            <MultiSelectField
              label={UNIT_FORM.backupAdmins}
              options={backupOptions}
              value={field.value.map(String)}
              disabled={locked}
              validationMessage={messageOf(errors.backupAdmins)}
              onChange={(ids) => field.onChange(ids.map(Number))}
            />
          )}
        />
        <Field label={UNIT_FORM.email} validationMessage={errors.email?.message}>
          <FormInput control={form.control} name="email" type="email" disabled={locked} />
        </Field>
        <Field label={UNIT_FORM.phone} validationMessage={errors.phone?.message}>
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
        <Field label={UNIT_FORM.status} validationMessage={errors.status?.message}>
          <FormSelect control={form.control} name="status" disabled={locked}>
            {UNIT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {humanize(status)}
              </option>
            ))}
          </FormSelect>
        </Field>
        <Field label={UNIT_FORM.description} validationMessage={errors.description?.message} className={styles.wide}>
          <FormTextarea control={form.control} name="description" disabled={locked} />
        </Field>
      </div>
      <div className={styles.actions}>
        <Button type="button" onClick={() => form.reset()} disabled={isSubmitting || locked}>
          {UI.reset}
        </Button>
        <Button type="submit" appearance="primary" disabled={isSubmitting || locked}>
          {/* The spec's "Save Changes" is the update form's; a unit not made yet has no changes to save. */}
          {unit ? (isSubmitting ? UI.saving : UI.saveChanges) : isSubmitting ? LABELS.creating : UNIT_FORM.createUnit}
        </Button>
      </div>
    </form>
  );
}
