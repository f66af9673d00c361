import { Input } from "@fluentui/react-components";
import { Search20Regular } from "@fluentui/react-icons";
import { SEARCH_DEBOUNCE_MS } from "@steward/shared";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n/i18n-context.ts";

export interface TableSearchBoxProps {
  value: string;
  onCommit(value: string): void;
  className?: string;
}

/** Typing stays local; the URL (and so the request) changes once typing pauses. */
export function TableSearchBox({ value, onCommit, className }: TableSearchBoxProps) {
  const t = useT();
  const [text, setText] = useState(value);
  const commitRef = useRef(onCommit);
  commitRef.current = onCommit;

  // The URL wins when it changes from elsewhere (Reset, back button).
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => commitRef.current(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <Input
      className={className}
      type="search"
      aria-label={t("common.search")}
      placeholder={t("common.searchPlaceholder")}
      contentBefore={<Search20Regular aria-hidden />}
      value={text}
      onChange={(_event, data) => setText(data.value)}
    />
  );
}
