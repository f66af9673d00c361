// The header's search field (a button that looks like one; on a phone, a search icon) and
// Ctrl/Cmd+K, both opening the search dialog. A chosen result opens where its list would open it:
// an account's or a person's details dialog over the current page, a unit's, a flag's or a
// campaign's page. The search dialog stays mounted once opened (unmounted in the middle of its
// closing motion, a Fluent dialog leaves the rest of the page aria-hidden) and the next step waits
// a frame after it closes, so its focus trap never outlives it on the next page.
import { Button } from "@fluentui/react-components";
import { Search20Regular } from "@fluentui/react-icons";
import { can, type AccountHit, type CampaignHit, type FlagHit, type PersonHit, type PublicUser, type UnitHit } from "@steward/shared";
import { useNavigate } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useState } from "react";
import { useT } from "../../i18n/i18n-context.ts";
import { ensurePageTexts } from "../../i18n/load-catalogue.ts";
import type { ChosenResult } from "./search-dialog.tsx";
import { useSearchStyles } from "./search.styles.ts";

// The dialog, its texts and its schemas come with the first opening: the header's button is part of
// the first screen, whose download has a budget (250 KB).
const SearchDialog = lazy(() => ensurePageTexts().then(() => import("./search-dialog.tsx")).then((m) => ({ default: m.SearchDialog })));
const AccountDetailsDialog = lazy(() => import("../account-details/account-details-dialog.tsx").then((m) => ({ default: m.AccountDetailsDialog })));
const UserDetailsDialog = lazy(() => import("../user-details/user-details-dialog.tsx").then((m) => ({ default: m.UserDetailsDialog })));

type Shown = { kind: "account"; id: number } | { kind: "person"; id: number; open: boolean };

export interface SearchLauncherProps {
  user: PublicUser;
  /** A phone: the field collapses to its icon. */
  compact: boolean;
}

export function SearchLauncher({ user, compact }: SearchLauncherProps) {
  const t = useT();
  const styles = useSearchStyles();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  const [next, setNext] = useState<ChosenResult | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [editAccount, setEditAccount] = useState<number | null>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "k") {
        e.preventDefault();
        setShown((s) => (s?.kind === "person" ? { ...s, open: false } : null));
        setOpen(true);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  // What a chosen result opens, once the search dialog is gone.
  useEffect(() => {
    if (open || next === null) return;
    const frame = requestAnimationFrame(() => {
      setNext(null);
      const { kind, hit } = next;
      if (kind === "accounts") setShown({ kind: "account", id: (hit as AccountHit).id });
      else if (kind === "people") setShown({ kind: "person", id: (hit as PersonHit).id, open: true });
      else if (kind === "units") {
        const unit = hit as UnitHit;
        if (can(user.role, "UNITS", "update")) void navigate({ to: "/dashboard/units/update/$id", params: { id: String(unit.id) } });
        else void navigate({ to: "/dashboard/units", search: { search: unit.name } });
      } else if (kind === "flags") void navigate({ to: "/dashboard/flags", search: { search: (hit as FlagHit).socialMedia.name } });
      else void navigate({ to: "/dashboard/campaigns/$id", params: { id: String((hit as CampaignHit).id) } });
    });
    return () => cancelAnimationFrame(frame);
  }, [open, next, navigate, user.role]);

  // The account's edit page, once its details dialog is gone.
  useEffect(() => {
    if (editAccount === null || shown !== null) return;
    const frame = requestAnimationFrame(() => {
      setEditAccount(null);
      void navigate({ to: "/dashboard/social-media-accounts/update/$id", params: { id: String(editAccount) } });
    });
    return () => cancelAnimationFrame(frame);
  }, [editAccount, shown, navigate]);

  return (
    <>
      {compact ? (
        <Button appearance="subtle" icon={<Search20Regular />} aria-label={t("searchBox.openHint")} aria-keyshortcuts="Control+K Meta+K" onClick={() => setOpen(true)} />
      ) : (
        <span className={styles.fieldWrap}>
          <Button className={styles.field} appearance="outline" icon={<Search20Regular />} aria-label={t("searchBox.openHint")} aria-keyshortcuts="Control+K Meta+K" onClick={() => setOpen(true)}>
            {t("searchBox.open")}
          </Button>
          <kbd className={styles.shortcut} aria-hidden>
            {t("searchBox.shortcut")}
          </kbd>
        </span>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <SearchDialog
            open={open}
            onClose={() => setOpen(false)}
            onChoose={(result) => {
              setNext(result);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {shown?.kind === "account" && (
          <AccountDetailsDialog
            accountId={shown.id}
            role={user.role}
            onClose={() => setShown(null)}
            onEdit={(id) => {
              setShown(null);
              setEditAccount(id);
            }}
            // Issue 34: as from the accounts list; the toast says where the incident is.
            onReported={() => setShown(null)}
          />
        )}
        {shown?.kind === "person" && (
          <UserDetailsDialog userId={shown.id} open={shown.open} canReview={can(user.role, "REVIEW_REQUESTS", "update")} onClose={() => setShown({ ...shown, open: false })} />
        )}
      </Suspense>
    </>
  );
}

export default SearchLauncher;
