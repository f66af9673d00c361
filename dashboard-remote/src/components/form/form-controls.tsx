// Fluent's Input, Textarea and Select bound to a react-hook-form field. Fluent's inputs keep their
// own value state, so a value written by the form (defaults, reset, setValue) only shows when the
// control is controlled by the form: `register`, which writes the DOM, would be overwritten.
import { Input, Select, Textarea, type InputProps, type SelectProps, type TextareaProps } from "@fluentui/react-components";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { DateInput, type DateInputProps } from "../format/date-input.tsx";

interface Bound<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
}

function useBound<T extends FieldValues, O>({ control, name }: Bound<T, O>) {
  const { field, fieldState } = useController({ control, name });
  return {
    ref: field.ref,
    name: field.name,
    value: field.value == null ? "" : String(field.value),
    onBlur: field.onBlur,
    "aria-invalid": fieldState.invalid || undefined,
    set: (value: string) => field.onChange(value),
  };
}

export function FormInput<T extends FieldValues, O>({ control, name, ...props }: Bound<T, O> & Omit<InputProps, "name" | "value" | "onChange">) {
  const { set, ...bound } = useBound({ control, name });
  return <Input {...props} {...bound} onChange={(_event, data) => set(data.value)} />;
}

/** A date field in the reader's locale (format/date-input.tsx); the form holds YYYY-MM-DD. */
export function FormDateInput<T extends FieldValues, O>({ control, name, ...props }: Bound<T, O> & Omit<DateInputProps, "name" | "value" | "onChange">) {
  const { set, ...bound } = useBound({ control, name });
  return <DateInput {...props} {...bound} onChange={set} />;
}

export function FormTextarea<T extends FieldValues, O>({ control, name, ...props }: Bound<T, O> & Omit<TextareaProps, "name" | "value" | "onChange">) {
  const { set, ...bound } = useBound({ control, name });
  return <Textarea {...props} {...bound} onChange={(_event, data) => set(data.value)} />;
}

export function FormSelect<T extends FieldValues, O>({ control, name, ...props }: Bound<T, O> & Omit<SelectProps, "name" | "value" | "onChange">) {
  const { set, ...bound } = useBound({ control, name });
  return <Select {...props} {...bound} onChange={(_event, data) => set(data.value)} />;
}
