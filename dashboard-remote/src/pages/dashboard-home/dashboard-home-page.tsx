// The dashboard home (decisions.md "Dashboard"): the caller's scoped summary as cards and charts,
// each figure a link to the list it counts.
import { MessageBar, MessageBarBody, tokens } from "@fluentui/react-components";
import { useQuery } from "@tanstack/react-query";
import { can, FLAG_SEVERITIES, mayManageAccess as managesAccess, PLATFORMS, SOCIAL_MEDIA_STATUSES, type AuditLogDoc, type DashboardSummary, type FlagSeverity } from "@steward/shared";
import { TextLink } from "../../components/link/text-link.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { useCurrentUser } from "../../components/current-user.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { dashboardSummaryQuery } from "../../data/other-queries.ts";
import { humanize } from "../../texts.ts";
import { useT, type T } from "../../i18n/i18n-context.ts";
import { BarList } from "./bar-list.tsx";
import { AttestationCoverageCard } from "./attestation-coverage-card.tsx";
import { ComplianceCard } from "./compliance-card.tsx";
import { useHomeStyles } from "./dashboard-home.styles.ts";
import { HOME_SHOWN, homeLinks } from "./home-links.ts";
import { StatCard } from "./stat-card.tsx";
import { DormancyCards } from "./dormancy-cards.tsx";
import { useFormats } from "../../components/format/use-formats.tsx";
import { FailureExplanation } from "../../components/failure/failure-explanation.tsx";
import { NotOfferedNotice } from "./not-offered-notice.tsx";
import { OpenClocksSlot } from "./open-clocks-slot.tsx";
import { SetupChecklist } from "./setup-checklist.tsx";
import { auditActionLabel, auditUserLabel } from "../../components/audit-entry/audit-entries.tsx";
import { auditEntityLabel } from "../../components/audit-entry/audit-entity-labels.ts";
import { auditRecordLabel } from "../../components/audit-entry/audit-record-label.ts";
import { UnitName } from "../../components/unit-name/unit-name.tsx";

const SEVERITY_COLORS: Record<FlagSeverity, string> = {
  low: tokens.colorPaletteBlueBorderActive,
  medium: tokens.colorPaletteYellowBorderActive,
  high: tokens.colorPaletteDarkOrangeBorderActive,
  critical: tokens.colorPaletteRedBorderActive,
};

/** A label the catalogue may lack for a value added later: then the value, made readable. */
function labelOr(t: T, key: string, value: string): string {
  const label = t(key as Parameters<T>[0]);
  return label === key ? humanize(value) : label;
}


function Summary({ data }: { data: DashboardSummary }) {
  const styles = useHomeStyles();
  const t = useT();
  const formats = useFormats();
  const user = useCurrentUser();
  const mayManageAccess = managesAccess(user.role);
  const mayReadUsers = can(user.role, "USERS", "read");
  return (
    <>
      <SetupChecklist accounts={data.accounts.total} />
      {user.role !== "super_admin" && (
        <p className={styles.shortcut}>
          <TextLink {...homeLinks.myAccounts()}>{user.role === "unit_admin" ? t("dailyWork.views.myUnits") : t("dailyWork.views.mine")}</TextLink>
        </p>
      )}
      <div className={styles.stats}>
        <StatCard label={t("home.accounts")} value={data.accounts.total} link={homeLinks.accounts()} />
        <StatCard label={t("home.approvals")} value={data.approvals.accounts} link={homeLinks.accountsByStatus("pending_approval")} attention />
        {data.approvals.users !== null && <StatCard label={t("home.userReviews")} value={data.approvals.users} link={homeLinks.usersAwaitingReview()} attention />}
        <StatCard label={t("home.openFlags")} value={data.openFlags.total} link={homeLinks.openFlags()} attention />
      </div>
      <div className={styles.grid}>
        <OpenClocksSlot />
        <section className={styles.card} aria-label={t("home.byStatus")}>
          <h2 className={styles.cardTitle}>{t("home.byStatus")}</h2>
          <BarList
            label={t("home.byStatus")}
            bars={SOCIAL_MEDIA_STATUSES.map((status) => ({ key: status, label: labelOr(t, `statuses.${status}`, status), value: data.accounts.byStatus[status], link: homeLinks.accountsByStatus(status) }))}
          />
        </section>
        <section className={styles.card} aria-label={t("home.byPlatform")}>
          <h2 className={styles.cardTitle}>{t("home.byPlatform")}</h2>
          <BarList
            label={t("home.byPlatform")}
            bars={PLATFORMS.map((platform) => ({
              key: platform,
              label: labelOr(t, `platforms.${platform}`, platform),
              value: data.accounts.byPlatform[platform],
              link: homeLinks.accountsByPlatform(platform),
            }))}
          />
        </section>
        <section className={styles.card} aria-label={t("home.flagsBySeverity")}>
          <h2 className={styles.cardTitle}>{t("home.flagsBySeverity")}</h2>
          <BarList
            label={t("home.flagsBySeverity")}
            bars={[...FLAG_SEVERITIES].reverse().map((severity) => ({
              key: severity,
              label: labelOr(t, `flags.severities.${severity}`, severity),
              value: data.openFlags.bySeverity[severity],
              link: homeLinks.openFlagsBySeverity(severity),
              color: SEVERITY_COLORS[severity],
            }))}
          />
        </section>
        <ComplianceCard figures={data.compliance} />
        <AttestationCoverageCard />
        <section className={styles.card} aria-label={t("home.withoutBackup")}>
          <h2 className={styles.cardTitle}>
            <TextLink {...homeLinks.accountsWithoutBackupAdmin()} className={styles.titleLink}>
              {t("home.withoutBackupCount", { count: data.accounts.withoutBackupAdmin })}
            </TextLink>
          </h2>
          {data.accounts.withoutBackupAdminList.length === 0 ? (
            <span className={styles.muted}>{t("home.noneWithoutBackup")}</span>
          ) : (
            <ul className={styles.list}>
              {data.accounts.withoutBackupAdminList.slice(0, HOME_SHOWN).map((account) => {
                const link = homeLinks.accountNamed(account.name);
                return (
                  <li key={account.id}>
                    <TextLink to={link.to} search={link.search}>
                      {account.name}
                    </TextLink>
                    {account.unit && (
                      <div className={styles.muted}>
                        <UnitName unit={account.unit} />
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <section className={styles.card} aria-label={t("home.expiring")}>
          <h2 className={styles.cardTitle}>{t("home.expiring")}</h2>
          {data.expiringGrants.length === 0 ? (
            <span className={styles.muted}>{t("home.noExpiring")}</span>
          ) : (
            <ul className={styles.list}>
              {data.expiringGrants.slice(0, HOME_SHOWN).map((grant) => (
                <li key={`${grant.user.id}-${grant.unit.id}`}>
                  {mayManageAccess ? (
                    <TextLink to={homeLinks.userAccess(grant.user.id).to}>
                      {grant.user.name}
                    </TextLink>
                  ) : (
                    grant.user.name
                  )}{" "}
                  <span className={styles.muted}>
                    {t("home.grantEnds", { unit: grant.unit.name, date: formats.date(grant.endDate) })}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {data.expiringGrants.length > 0 && mayReadUsers && <TextLink {...homeLinks.expiringAccess()}>{t("listDetails.seeAllExpiring")}</TextLink>}
        </section>
        <DormancyCards />
        {data.recentAudit !== null && (
          <section className={styles.card} aria-label={t("home.recentActivity")}>
            <h2 className={styles.cardTitle}>{t("home.recentActivity")}</h2>
            <ul className={styles.list}>
              {data.recentAudit.slice(0, HOME_SHOWN).map((entry) => {
                const link = homeLinks.auditOf(entry.entity);
                return (
                  <li key={entry.id}>
                    <TextLink to={link.to} search={link.search}>
                      {auditActionLabel(entry.action, t)} · {auditEntityLabel(entry.entity, t)}
                      {entry.document !== null ? `: ${auditRecordLabel(entry, t)}` : ""}
                    </TextLink>
                    <div className={styles.muted}>
                      {auditUserLabel(entry.user, t)}, {formats.dateTime(entry.createdAt)}
                    </div>
                  </li>
                );
              })}
            </ul>
            <TextLink to={homeLinks.audit().to}>
              {t("home.allActivity")}
            </TextLink>
          </section>
        )}
      </div>
    </>
  );
}

export function DashboardHomePage() {
  const { api } = useDashboardServices();
  const query = useQuery(dashboardSummaryQuery(api));
  const t = useT();
  return (
    <>
      <NotOfferedNotice />
      <PageHeader title={t("pageTitles.dashboard")} />
      {query.data ? (
        <Summary data={query.data} />
      ) : query.isError ? (
        <MessageBar intent="error">
          <MessageBarBody><FailureExplanation error={query.error} /></MessageBarBody>
        </MessageBar>
      ) : (
        <div>{t("common.loading")}</div>
      )}
    </>
  );
}
