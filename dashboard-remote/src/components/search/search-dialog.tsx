// The search dialog (issue 33): one field (a combobox) over one listbox of results grouped by
// kind. The arrow keys move through every result of every group, Enter opens the one shown as
// active, Escape closes (Fluent's dialog). What is typed is sent once typing pauses.
import { Dialog, DialogBody, DialogSurface, DialogTitle, Input, Spinner, Text } from "@fluentui/react-components";
import { Search20Regular } from "@fluentui/react-icons";
import { SEARCH_KINDS, SEARCH_MIN_CHARACTERS, type SearchAnswer, type SearchKind } from "@steward/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { searchEverything } from "../../api/search-api.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { useT } from "../../i18n/i18n-context.ts";
import { useFormats } from "../format/use-formats.tsx";
import { hitTexts, type SearchHit } from "./search-hit-texts.ts";
import { useSearchStyles } from "./search.styles.ts";

/** How long typing must pause before the text is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface ChosenResult {
  kind: SearchKind;
  hit: SearchHit;
}

export interface SearchDialogProps {
  open: boolean;
  onClose(): void;
  onChoose(result: ChosenResult): void;
}

/** Every shown result in the order the arrow keys visit them. */
export function resultsInOrder(answer: SearchAnswer | undefined): ChosenResult[] {
  if (!answer) return [];
  return SEARCH_KINDS.flatMap((kind) => (answer[kind]?.results ?? []).map((hit) => ({ kind, hit }) as ChosenResult));
}

const longEnough = (text: string) => text.split(/\s+/).some((w) => [...w.replace(/^@+/, "")].length >= SEARCH_MIN_CHARACTERS);

export function SearchDialog({ open, onClose, onChoose }: SearchDialogProps) {
  const t = useT();
  const styles = useSearchStyles();
  const { api } = useDashboardServices();
  const formats = useFormats();
  const ids = useId();
  const [text, setText] = useState("");
  const [sent, setSent] = useState("");
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  // Each opening starts empty. Fluent's dialog puts focus on its surface; the field is where typing goes.
  useEffect(() => {
    if (!open) return;
    setText("");
    setSent("");
    const timer = setTimeout(() => inputRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    const timer = setTimeout(() => setSent(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const asked = longEnough(sent);
  const found = useQuery({
    queryKey: ["search", sent],
    queryFn: ({ signal }) => searchEverything(api, sent, signal),
    enabled: open && asked,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  const answer = asked ? found.data : undefined;
  const results = useMemo(() => resultsInOrder(answer), [answer]);
  useEffect(() => setActive(0), [answer]);

  const optionId = (i: number) => `${ids}-option-${i}`;
  const chosen = results[active];

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setActive((i) => (i + 1) % results.length);
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((i) => (i - 1 + results.length) % results.length);
    } else if (e.key === "Home" && e.ctrlKey) {
      setActive(0);
    } else if (e.key === "Enter" && chosen) {
      e.preventDefault();
      onChoose(chosen);
    }
  };

  const status = !longEnough(text.trim())
    ? text.trim() === ""
      ? t("search.keys")
      : t("search.tooShort")
    : found.isError
      ? t("search.failed")
      : found.isFetching || text.trim() !== sent
        ? t("search.searching")
        : results.length === 0
          ? t("search.nothing", { q: sent })
          : t("search.keys");

  let index = -1;
  return (
    <Dialog open={open} onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} aria-describedby={`${ids}-status`}>
        <DialogBody className={styles.body}>
          <DialogTitle>{t("search.title")}</DialogTitle>
          <Input
            ref={inputRef}
            className={styles.input}
            contentBefore={<Search20Regular />}
            contentAfter={found.isFetching ? <Spinner size="extra-tiny" /> : undefined}
            value={text}
            onChange={(_e, data) => setText(data.value)}
            onKeyDown={onKeyDown}
            placeholder={t("search.placeholder")}
            aria-label={t("search.inputLabel")}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={results.length > 0}
            aria-controls={`${ids}-listbox`}
            aria-activedescendant={chosen ? optionId(active) : undefined}
          />
          <Text id={`${ids}-status`} role="status" size={200} className={styles.status}>
            {status}
          </Text>
          <div id={`${ids}-listbox`} role="listbox" aria-label={t("search.results")} className={styles.listbox}>
            {SEARCH_KINDS.map((kind) => {
              const group = answer?.[kind];
              if (!group || group.results.length === 0) return null;
              const headingId = `${ids}-group-${kind}`;
              return (
                <div key={kind} role="group" aria-labelledby={headingId} className={styles.group}>
                  <div id={headingId} role="presentation" className={styles.groupHeading}>
                    <span>{t(`search.groups.${kind}`)}</span>
                    <span className={styles.count}>{group.capped ? t("search.countCapped", { count: group.total }) : t("search.count", { count: group.total })}</span>
                  </div>
                  {group.results.map((hit) => {
                    index += 1;
                    const i = index;
                    const texts = hitTexts(t, kind, hit, formats.date);
                    return (
                      <div
                        key={hit.id}
                        id={optionId(i)}
                        role="option"
                        aria-selected={i === active}
                        className={i === active ? `${styles.option} ${styles.active}` : styles.option}
                        onMouseMove={() => setActive(i)}
                        onClick={() => onChoose({ kind, hit } as ChosenResult)}
                      >
                        <span className={styles.primary}>{texts.primary}</span>
                        <span className={styles.secondary}>{texts.secondary}</span>
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
