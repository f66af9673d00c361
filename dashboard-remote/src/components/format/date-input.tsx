// A date field that shows and reads dates the way the text around it writes them (issue 30): a
// browser's <input type="date"> follows the browser's language (mm/dd/yyyy in an English Chromium)
// while tables follow the institution's locale, and "01/11" read as two different days on one
// screen. The value stays YYYY-MM-DD (what the API and the URL speak); only the text is the locale's.
import { Input, type InputProps } from "@fluentui/react-components";
import { useEffect, useState } from "react";
import { useFormats } from "./use-formats.tsx";

export interface DateInputProps extends Omit<InputProps, "value" | "onChange" | "type" | "defaultValue"> {
  /** YYYY-MM-DD, or "" for no date (or the unreadable text last typed, sent back as it was). */
  value: string;
  /** YYYY-MM-DD when the text is a real day, "" when it is empty, else the text as typed (so a form's check refuses it). */
  onChange(value: string): void;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function DateInput({ value, onChange, ...props }: DateInputProps) {
  const formats = useFormats();
  const shown = (v: string) => (ISO_DAY.test(v) ? formats.date(v) : v);
  const [text, setText] = useState(() => shown(value));
  const meaning = text.trim() === "" ? "" : (formats.parseDate(text) ?? text);
  // A value set from outside (a reset, the URL, a default) replaces the text; the text a person is
  // typing is left alone while it still means the value.
  useEffect(() => {
    if (value !== meaning) setText(shown(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return (
    <Input
      {...props}
      type="text"
      autoComplete="off"
      placeholder={formats.datePattern}
      aria-invalid={props["aria-invalid"] ?? (meaning !== "" && !ISO_DAY.test(meaning) ? true : undefined)}
      value={text}
      onChange={(_event, data) => {
        setText(data.value);
        onChange(data.value.trim() === "" ? "" : (formats.parseDate(data.value) ?? data.value));
      }}
    />
  );
}
