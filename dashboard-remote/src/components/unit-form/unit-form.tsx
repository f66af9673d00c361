// The unit form of product-spec.md section 2 ("Update unit form"), used to create and to edit.
import { Button, Field, Input, Select, Textarea } from "@fluentui/react-components";
import { UI, UNIT_STATUSES, unitTypesFor, type Ref, type UnitCreateInput, type UnitDoc } from "@steward/shared";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { adminCandidatesQuery } from "../../data/units-queries.ts";
import { LABELS, UNIT_FORM, humanize } from "../../texts.ts";
import { FormAlert } from "../form-alert.tsx";
import { useFormPageStyles } from "../form-page/form-page.styles.ts";
import { MultiSelectField } from "../multi-select-field.tsx";
import { PhoneInput } from "../phone-input/phone-input.tsx";
import { buildUnitTree, withoutSubtree } from "../unit-tree-select/unit-tree.ts";
import { UnitTreeSelect } from "../unit-tree-select/unit-tree-select.tsx";
import { useCheckedForm } from "../use-checked-form.ts";
import { checkUnitForm, typeForLevel, type UnitFormValues } from "./unit-form-values.ts";

export interface UnitFormProps {
  initial: UnitFormValues;
  /** The unit being edited; absent on create. */
  unit?: Pick<UnitDoc, "id" | "path" | "admin" | "backupAdmins"> | undefined;
  /** Only super admins see and set the Parent Unit. */
  canChooseParent: boolean;
  /** Every field disabled (a non-super-admin on a unit with active child units). */
  locked: boolean;
  /** Units for the parent tree. */
  units: readonly UnitDoc[];
  /** Resolves to an error text to show, or null on success. */
  onSubmit(input: UnitCreateInput): Promise<string | null>;
}

export function UnitForm({ initial, unit, canChooseParent, locked, units, onSubmit }: UnitFormProps) {
  const { api } = useDashboardServices();
  const styles = useFormPageStyles();
  const { values, setValues, fieldErrors, formError, submitting, submit, reset } = useCheckedForm(initial, checkUnitForm, onSubmit);

  const tree = useMemo(() => {
    const all = buildUnitTree(units);
    return unit ? withoutSubtree(all, unit.path) : all;
  }, [units, unit]);
  const parentName = values.parentOrg === null ? undefined : units.find((u) => u.id === values.parentOrg)?.name;

  // Candidates depend on where the unit will sit; reloaded whenever the parent changes.
  const candidates = useQuery(adminCandidatesQuery(api, { parentOrgId: values.parentOrg, parentOrgName: parentName, unitId: unit?.id }));
  const people = useMemo(() => {
    const list: Ref[] = (candidates.data ?? []).map((c) => ({ id: c.id, name: `${c.name} (${c.email})` }));
    // The people already on the unit stay choosable even when the caller cannot list them.
    const current = [...(unit?.admin ? [unit.admin] : []), ...(unit?.backupAdmins ?? [])];
    for (const person of current) if (!list.some((p) => p.id === person.id)) list.push({ id: person.id, name: person.name });
    return list;
  }, [candidates.data, unit]);

  const set = <K extends keyof UnitFormValues>(field: K, value: UnitFormValues[K]) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  const chooseParent = (parentOrg: number | null) =>
    setValues((previous) =>
      previous.parentOrg === parentOrg
        ? previous
        : { ...previous, parentOrg, type: typeForLevel(previous.type, parentOrg !== null), admin: null, backupAdmins: [] },
    );


  const typeOptions = unitTypesFor(values.parentOrg !== null);
  const backupOptions = people.filter((p) => p.id !== values.admin).map((p) => ({ value: String(p.id), label: p.name }));

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={unit ? UNIT_FORM.updateTitle : UNIT_FORM.createTitle}>
      {locked && <p className={styles.note}>{UNIT_FORM.lockedByChildren}</p>}
      <FormAlert text={formError} />
      <div className={styles.grid}>
        <Field label={UNIT_FORM.name} validationMessage={fieldErrors.name}>
          <Input name="name" value={values.name} disabled={locked} onChange={(_e, data) => set("name", data.value)} />
        </Field>
        <Field label={UNIT_FORM.type} validationMessage={fieldErrors.type}>
          <Select name="type" value={values.type} disabled={locked} onChange={(_e, data) => set("type", typeForLevel(data.value as UnitFormValues["type"], values.parentOrg !== null))}>
            {typeOptions.map((type) => (
              <option key={type} value={type}>
                {humanize(type)}
              </option>
            ))}
          </Select>
        </Field>
        {canChooseParent && (
          <Field label={UNIT_FORM.parent} validationMessage={fieldErrors.parentOrg} className={styles.wide}>
            {(fieldProps) => (
              <UnitTreeSelect
                labelId={typeof fieldProps["aria-labelledby"] === "string" ? fieldProps["aria-labelledby"] : undefined}
                label={UNIT_FORM.parent}
                nodes={tree}
                value={values.parentOrg}
                disabled={locked}
                onChange={(id) => chooseParent(id)}
              />
            )}
          </Field>
        )}
        <Field label={UNIT_FORM.admin} validationMessage={fieldErrors.admin}>
          <Select
            name="admin"
            value={values.admin === null ? "" : String(values.admin)}
            disabled={locked}
            onChange={(_e, data) => {
              const admin = data.value === "" ? null : Number(data.value);
              setValues((previous) => ({ ...previous, admin, backupAdmins: previous.backupAdmins.filter((id) => id !== admin) }));
            }}
          >
            <option value="">{candidates.isLoading && !candidates.data ? LABELS.loading : UNIT_FORM.selectAdmin}</option>
            {people.map((person) => (
              <option key={person.id} value={String(person.id)}>
                {person.name}
              </option>
            ))}
          </Select>
        </Field>
        <MultiSelectField
          label={UNIT_FORM.backupAdmins}
          options={backupOptions}
          value={values.backupAdmins.map(String)}
          disabled={locked}
          validationMessage={fieldErrors.backupAdmins}
          onChange={(ids) => set("backupAdmins", ids.map(Number))}
        />
        <Field label={UNIT_FORM.email} validationMessage={fieldErrors.email}>
          <Input name="email" type="email" value={values.email} disabled={locked} onChange={(_e, data) => set("email", data.value)} />
        </Field>
        <Field label={UNIT_FORM.phone} validationMessage={fieldErrors.phone}>
          {(fieldProps) => (
            <PhoneInput
              id={typeof fieldProps.id === "string" ? fieldProps.id : undefined}
              aria-describedby={typeof fieldProps["aria-describedby"] === "string" ? fieldProps["aria-describedby"] : undefined}
              aria-invalid={fieldErrors.phone ? true : undefined}
              value={values.phone}
              disabled={locked}
              onChange={(phone) => set("phone", phone)}
            />
          )}
        </Field>
        <Field label={UNIT_FORM.status} validationMessage={fieldErrors.status}>
          <Select name="status" value={values.status} disabled={locked} onChange={(_e, data) => set("status", data.value as UnitFormValues["status"])}>
            {UNIT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {humanize(status)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={UNIT_FORM.description} validationMessage={fieldErrors.description} className={styles.wide}>
          <Textarea name="description" value={values.description} disabled={locked} onChange={(_e, data) => set("description", data.value)} />
        </Field>
      </div>
      <div className={styles.actions}>
        <Button type="button" onClick={reset} disabled={submitting || locked}>
          {UI.reset}
        </Button>
        <Button type="submit" appearance="primary" disabled={submitting || locked}>
          {submitting ? UI.saving : UI.saveChanges}
        </Button>
      </div>
    </form>
  );
}

