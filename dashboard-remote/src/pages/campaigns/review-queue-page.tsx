// My Reviews (issue 18): the items of open campaigns waiting for the caller's decision, worked
// through from the keyboard. The queue is one listbox (arrows or J/K move, X or Space select); the
// active item's facts to confirm stand beside it; one key decides (A attest, C changes requested,
// R revoke an access, F flag an account: the last three ask for a note), Shift+A attests the
// selection at once.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Select,
  Textarea,
  makeStyles,
  mergeClasses,
  tokens,
} from "@fluentui/react-components";
import { decisionFitsKind, mayDecideItem, type CampaignDecision, type CampaignItemDoc } from "@steward/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { attestItems, decideItem } from "../../api/campaigns-api.ts";
import { useCurrentUser } from "../../components/current-user.ts";
import { useFormats } from "../../components/format/use-formats.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { reviewQueueQuery } from "../../data/campaigns-queries.ts";
import { invalidateAfter } from "../../data/invalidate.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { useCampaignSentence } from "./use-campaign-sentence.ts";
import { ItemStateBadge } from "./campaign-badges.tsx";
import { REVIEW_QUEUE_PAGE } from "./campaign-query.ts";
import { campaignRefusal } from "./campaign-refusal.ts";

/** The key that takes each decision (the intro names them; the same in every language). */
const DECISION_KEYS: Record<CampaignDecision, string> = { attest: "A", changes_requested: "C", revoke: "R", flag: "F" };
import { ItemFacts } from "./item-facts.tsx";
import { ItemReviewers } from "./item-reviewers.tsx";
import { UnitName } from "../../components/unit-name/unit-name.tsx";
import { FailureExplanation } from "../../components/failure/failure-explanation.tsx";
import { useFailureText } from "../../api/explain-failure.ts";

const useStyles = makeStyles({
  intro: { margin: 0, color: tokens.colorNeutralForeground2, maxWidth: "80ch" },
  toolbar: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, alignItems: "end" },
  layout: { display: "grid", gridTemplateColumns: "minmax(260px, 1fr) minmax(0, 2fr)", gap: tokens.spacingHorizontalL, alignItems: "start", "@media (max-width: 900px)": { gridTemplateColumns: "1fr" } },
  list: {
    listStyleType: "none",
    margin: 0,
    padding: tokens.spacingVerticalXS,
    maxHeight: "70vh",
    overflowY: "auto",
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    ":focus-visible": { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  option: {
    display: "grid",
    gridTemplateColumns: "20px 1fr",
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    cursor: "pointer",
    border: `${tokens.strokeWidthThick} solid transparent`,
  },
  active: { border: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, backgroundColor: tokens.colorNeutralBackground1Selected },
  mark: { fontWeight: tokens.fontWeightBold, color: tokens.colorBrandForeground1 },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: "anywhere" },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  panel: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL, borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow4 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, overflowWrap: "anywhere" },
  decisions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
  key: { fontFamily: tokens.fontFamilyMonospace, marginLeft: tokens.spacingHorizontalXS, opacity: 0.8 },
});

type KindFilter = "all" | "account" | "access";

interface NoteRequest {
  decision: CampaignDecision;
  item: CampaignItemDoc;
}

/** The decisions an item offers the caller: revoke only access, flag only accounts, none on one's own access. */
function decisionsFor(item: CampaignItemDoc, actor: { id: number }): CampaignDecision[] {
  if (!mayDecideItem(actor, item)) return [];
  return (["attest", "changes_requested", "revoke", "flag"] as const).filter((d) => decisionFitsKind(d, item.kind));
}

function NoteDialog({ request, busy, onCancel, onConfirm }: { request: NoteRequest | null; busy: boolean; onCancel(): void; onConfirm(note: string): void }) {
  const t = useT();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    setNote("");
    setError(undefined);
  }, [request]);
  const title = request ? t("campaigns.noteTitle", { decision: t(`campaignDecisionActions.${request.decision}`) }) : "";
  const submit = () => {
    if (note.trim() === "") setError(t("campaigns.note"));
    else onConfirm(note.trim());
  };
  return (
    <Dialog open={request !== null} onOpenChange={(_event, data) => !data.open && !busy && onCancel()}>
      <DialogSurface aria-label={title}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              <p>{request?.item.subject.name}</p>
              <Field label={t("campaigns.note")} required validationMessage={error}>
                <Textarea
                  value={note}
                  maxLength={2000}
                  resize="vertical"
                  onChange={(_event, data) => setNote(data.value)}
                  onKeyDown={(event) => {
                    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
                      event.preventDefault();
                      submit();
                    }
                  }}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onCancel} disabled={busy}>
                {t("campaigns.cancel")}
              </Button>
              <Button appearance="primary" type="submit" disabled={busy}>
                {request ? t(`campaignDecisionActions.${request.decision}`) : t("campaigns.confirm")}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

export function ReviewQueuePage() {
  const formats = useFormats();
  const t = useT();
  const localize = useCampaignSentence();
  const failureText = useFailureText();
  const styles = useStyles();
  const { api } = useDashboardServices();
  const user = useCurrentUser();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [kind, setKind] = useState<KindFilter>("all");
  const query = useQuery(reviewQueueQuery(api, kind === "all" ? REVIEW_QUEUE_PAGE : { ...REVIEW_QUEUE_PAGE, kind: [kind] }));
  // Decided here: hidden at once, before the queue is read again.
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const items = useMemo(() => (query.data?.docs ?? []).filter((item) => !done.has(item.id)), [query.data, done]);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [noteFor, setNoteFor] = useState<NoteRequest | null>(null);
  const [busy, setBusy] = useState(false);

  const activeIndex = Math.max(0, items.findIndex((item) => item.id === activeId));
  const active = items[activeIndex];
  const optionId = (id: number) => `${listId}-item-${id}`;

  useEffect(() => {
    if (active) document.getElementById(optionId(active.id))?.scrollIntoView?.({ block: "nearest" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids derive from listId
  }, [active?.id]);

  const finish = (ids: readonly number[], message: string) => {
    const next = items.find((item, index) => index > activeIndex && !ids.includes(item.id)) ?? items.find((item) => !ids.includes(item.id));
    setDone((previous) => new Set([...previous, ...ids]));
    setSelected((previous) => new Set([...previous].filter((id) => !ids.includes(id))));
    setActiveId(next?.id ?? null);
    notify.success(message);
    void invalidateAfter(queryClient, "campaignDecision");
    listRef.current?.focus();
  };

  const decide = async (item: CampaignItemDoc, decision: CampaignDecision, note = "") => {
    setBusy(true);
    try {
      await decideItem(api, item, { decision, note });
      setNoteFor(null);
      finish([item.id], t("campaigns.decided", { decision: t(`campaignDecisions.${decision}`), name: item.subject.name }));
    } catch (error) {
      notify.error(campaignRefusal(error, t("campaigns.decideFailed"), t, localize, failureText));
    } finally {
      setBusy(false);
    }
  };

  const ask = (item: CampaignItemDoc | undefined, decision: CampaignDecision) => {
    if (!item || busy || !decisionsFor(item, user).includes(decision)) return;
    if (decision === "attest") void decide(item, "attest");
    else setNoteFor({ item, decision });
  };

  const attestSelection = async () => {
    const ids = items.filter((item) => selected.has(item.id) && decisionsFor(item, user).includes("attest")).map((item) => item.id);
    if (ids.length === 0 || busy) return;
    setBusy(true);
    try {
      await attestItems(api, ids);
      finish(ids, t("campaigns.attestedMany", { n: ids.length }));
    } catch (error) {
      notify.error(campaignRefusal(error, t("campaigns.decideFailed"), t, localize, failureText));
    } finally {
      setBusy(false);
    }
  };

  const toggle = (id: number) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const move = (to: number) => {
    const item = items[Math.min(items.length - 1, Math.max(0, to))];
    if (item) setActiveId(item.id);
  };

  /** One key, one action; keys with a modifier are left to the browser. */
  const KEYS: Record<string, () => void> = {
    ArrowDown: () => move(activeIndex + 1),
    j: () => move(activeIndex + 1),
    ArrowUp: () => move(activeIndex - 1),
    k: () => move(activeIndex - 1),
    Home: () => move(0),
    End: () => move(items.length - 1),
    " ": () => active && toggle(active.id),
    x: () => active && toggle(active.id),
    A: () => void attestSelection(),
    a: () => ask(active, "attest"),
    c: () => ask(active, "changes_requested"),
    r: () => ask(active, "revoke"),
    f: () => ask(active, "flag"),
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const action = KEYS[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const selectedCount = items.filter((item) => selected.has(item.id)).length;

  return (
    <>
      <PageHeader title={t("campaigns.myReviews")} />
      <p className={styles.intro}>{t("campaigns.queueIntro")}</p>
      <div className={styles.toolbar}>
        <Field label={t("campaigns.kindFilter")}>
          <Select value={kind} onChange={(_event, data) => setKind(data.value as KindFilter)}>
            <option value="all">{t("campaigns.allKinds")}</option>
            <option value="account">{t("campaigns.accountsOnly")}</option>
            <option value="access">{t("campaigns.accessOnly")}</option>
          </Select>
        </Field>
        <Button onClick={() => setSelected(new Set(items.map((item) => item.id)))} disabled={items.length === 0}>
          {t("campaigns.selectAll")}
        </Button>
        <Button onClick={() => setSelected(new Set())} disabled={selectedCount === 0}>
          {t("campaigns.clearSelection")}
        </Button>
        <Button appearance="primary" onClick={() => void attestSelection()} disabled={selectedCount === 0 || busy}>
          {t("campaigns.attestSelected", { n: selectedCount })}
        </Button>
      </div>
      {query.isError ? (
        <div role="alert"><FailureExplanation error={query.error} /></div>
      ) : !query.data ? (
        <div>{t("common.loading")}</div>
      ) : items.length === 0 ? (
        <p>{t("campaigns.queueEmpty")}</p>
      ) : (
        <div className={styles.layout}>
          <ul
            ref={listRef}
            role="listbox"
            aria-label={t("campaigns.queueLabel")}
            aria-multiselectable
            aria-activedescendant={active ? optionId(active.id) : undefined}
            tabIndex={0}
            className={styles.list}
            onKeyDown={onKeyDown}
          >
            {items.map((item) => (
              <li
                key={item.id}
                id={optionId(item.id)}
                role="option"
                aria-selected={selected.has(item.id)}
                className={mergeClasses(styles.option, item.id === active?.id && styles.active)}
                onClick={() => {
                  setActiveId(item.id);
                  listRef.current?.focus();
                }}
              >
                <span className={styles.mark} aria-hidden>
                  {selected.has(item.id) ? "✓" : ""}
                </span>
                <span>
                  <span className={styles.name}>{item.subject.name}</span>
                  <br />
                  <span className={styles.meta}>
                    {t(`campaignKinds.${item.kind}`)} · <UnitName unit={item.unit} inline /> · {item.state === "overdue" ? t("campaigns.overdueSince", { date: formats.date(item.campaign.dueDate) }) : t("campaigns.dueOn", { date: formats.date(item.campaign.dueDate) })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          {active && (
            <section className={styles.panel} aria-labelledby={`${listId}-active`}>
              <h2 id={`${listId}-active`} className={styles.heading}>
                {active.subject.name}
              </h2>
              <span className={styles.meta}>
                {t("campaigns.campaignOf", { name: active.campaign.name, due: formats.date(active.campaign.dueDate) })} <ItemStateBadge state={active.state} />
              </span>
              <h3 className={styles.meta}>{t("campaigns.facts")}</h3>
              <ItemFacts item={active} />
              <ItemReviewers item={active} />
              <div className={styles.decisions}>
                {decisionsFor(active, user).map((decision) => (
                  <Button
                    key={decision}
                    appearance={decision === "attest" ? "primary" : "secondary"}
                    disabled={busy}
                    aria-keyshortcuts={DECISION_KEYS[decision]}
                    onClick={() => ask(active, decision)}
                  >
                    {t(`campaignDecisionActions.${decision}`)}
                    <span className={styles.key} aria-hidden>
                      {DECISION_KEYS[decision]}
                    </span>
                  </Button>
                ))}
                <Button onClick={() => toggle(active.id)} aria-keyshortcuts="X">
                  {selected.has(active.id) ? t("campaigns.unselect") : t("campaigns.select")}
                </Button>
              </div>
              {decisionsFor(active, user).length === 0 && <p className={styles.meta}>{t("campaigns.ownAccess")}</p>}
            </section>
          )}
        </div>
      )}
      <NoteDialog request={noteFor} busy={busy} onCancel={() => (setNoteFor(null), listRef.current?.focus())} onConfirm={(note) => noteFor && void decide(noteFor.item, noteFor.decision, note)} />
    </>
  );
}
