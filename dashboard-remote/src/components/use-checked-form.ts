// The state every data form keeps: its values, an error per field, one error for the whole form,
// and whether it is being saved. Saving checks the values on the client first; a failed check
// shows its field errors and sends nothing.
import { useState, type FormEvent } from "react";
import type { FieldErrors } from "./form-errors.ts";

export type FormCheck<Field extends string, Input> = { ok: true; input: Input } | { ok: false; errors: FieldErrors<Field> };

export function useCheckedForm<Values, Field extends string, Input>(
  initial: Values,
  check: (values: Values) => FormCheck<Field, Input>,
  /** Resolves to an error text to show, or null on success. */
  save: (input: Input) => Promise<string | null>,
) {
  const [values, setValues] = useState<Values>(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = check(values);
    if (!checked.ok) {
      setFieldErrors(checked.errors);
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    try {
      setFormError(await save(checked.input));
    } finally {
      setSubmitting(false);
    }
  };

  const reset = () => {
    setValues(initial);
    setFieldErrors({});
    setFormError(null);
  };

  return { values, setValues, fieldErrors, formError, submitting, submit, reset };
}
