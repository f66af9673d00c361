// The dashboard home (decisions.md "Dashboard"): the caller's scoped summary as cards and charts,
// each figure a link to the list it counts.
import { MessageBar, MessageBarBody, tokens } from "@fluentui/react-components";
import { useQuery } from "@tanstack/react-query";
import { FLAG_SEVERITIES, mayManageAccess as managesAccess, PLATFORMS, SOCIAL_MEDIA_STATUSES, type DashboardSummary, type FlagSeverity } from "@steward/shared";
import { auditEntityLabel } from "../../components/audit-entry/audit-entity-labels.ts";
import { auditUserLabel } from "../../components/audit-entry/audit-entries.tsx";
import { TextLink } from "../../components/link/text-link.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { useCurrentUser } from "../../components/current-user.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { dashboardSummaryQuery } from "../../data/other-queries.ts";
import { LABELS, PAGE_TITLES, PLATFORM_LABELS, humanize } from "../../texts.ts";
import { BarList } from "./bar-list.tsx";
import { AttestationCoverageCard } from "./attestation-coverage-card.tsx";
import { ComplianceCard } from "./compliance-card.tsx";
import { useHomeStyles } from "./dashboard-home.styles.ts";
import { HOME_SHOWN, homeLinks } from "./home-links.ts";
import { HOME_TEXTS } from "./home-texts.ts";
import { StatCard } from "./stat-card.tsx";
import { DormancyCards } from "./dormancy-cards.tsx";
import { useFormats } from "../../components/format/use-formats.tsx";
import { FailureExplanation } from "../../components/failure/failure-explanation.tsx";
import { NotOfferedNotice } from "./not-offered-notice.tsx";

const SEVERITY_COLORS: Record<FlagSeverity, string> = {
  low: tokens.colorPaletteBlueBorderActive,
  medium: tokens.colorPaletteYellowBorderActive,
  high: tokens.colorPaletteDarkOrangeBorderActive,
  critical: tokens.colorPaletteRedBorderActive,
};

function Summary({ data }: { data: DashboardSummary }) {
  const styles = useHomeStyles();
  const formats = useFormats();
  const user = useCurrentUser();
  const mayManageAccess = managesAccess(user.role);
  return (
    <>
      <div className={styles.stats}>
        <StatCard label={HOME_TEXTS.accounts} value={data.accounts.total} link={homeLinks.accounts()} />
        <StatCard label={HOME_TEXTS.approvals} value={data.approvals.accounts} link={homeLinks.accountsByStatus("pending_approval")} attention />
        {data.approvals.users !== null && <StatCard label={HOME_TEXTS.userReviews} value={data.approvals.users} link={homeLinks.usersAwaitingReview()} attention />}
        <StatCard label={HOME_TEXTS.openFlags} value={data.openFlags.total} link={homeLinks.openFlags()} attention />
      </div>
      <div className={styles.grid}>
        <section className={styles.card} aria-label={HOME_TEXTS.byStatus}>
          <h2 className={styles.cardTitle}>{HOME_TEXTS.byStatus}</h2>
          <BarList
            label={HOME_TEXTS.byStatus}
            bars={SOCIAL_MEDIA_STATUSES.map((status) => ({ key: status, label: humanize(status), value: data.accounts.byStatus[status], link: homeLinks.accountsByStatus(status) }))}
          />
        </section>
        <section className={styles.card} aria-label={HOME_TEXTS.byPlatform}>
          <h2 className={styles.cardTitle}>{HOME_TEXTS.byPlatform}</h2>
          <BarList
            label={HOME_TEXTS.byPlatform}
            bars={PLATFORMS.map((platform) => ({
              key: platform,
              label: PLATFORM_LABELS[platform] ?? humanize(platform),
              value: data.accounts.byPlatform[platform],
              link: homeLinks.accountsByPlatform(platform),
            }))}
          />
        </section>
        <section className={styles.card} aria-label={HOME_TEXTS.flagsBySeverity}>
          <h2 className={styles.cardTitle}>{HOME_TEXTS.flagsBySeverity}</h2>
          <BarList
            label={HOME_TEXTS.flagsBySeverity}
            bars={[...FLAG_SEVERITIES].reverse().map((severity) => ({
              key: severity,
              label: humanize(severity),
              value: data.openFlags.bySeverity[severity],
              link: homeLinks.openFlagsBySeverity(severity),
              color: SEVERITY_COLORS[severity],
            }))}
          />
        </section>
        <ComplianceCard figures={data.compliance} />
        <AttestationCoverageCard />
        <section className={styles.card} aria-label={HOME_TEXTS.withoutBackup}>
          <h2 className={styles.cardTitle}>
            <TextLink {...homeLinks.accountsWithoutBackupAdmin()} className={styles.titleLink}>
              {HOME_TEXTS.withoutBackup}: {data.accounts.withoutBackupAdmin}
            </TextLink>
          </h2>
          {data.accounts.withoutBackupAdminList.length === 0 ? (
            <span className={styles.muted}>{HOME_TEXTS.noneWithoutBackup}</span>
          ) : (
            <ul className={styles.list}>
              {data.accounts.withoutBackupAdminList.slice(0, HOME_SHOWN).map((account) => {
                const link = homeLinks.accountNamed(account.name);
                return (
                  <li key={account.id}>
                    <TextLink to={link.to} search={link.search}>
                      {account.name}
                    </TextLink>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <section className={styles.card} aria-label={HOME_TEXTS.expiring}>
          <h2 className={styles.cardTitle}>{HOME_TEXTS.expiring}</h2>
          {data.expiringGrants.length === 0 ? (
            <span className={styles.muted}>{HOME_TEXTS.noExpiring}</span>
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
                    {HOME_TEXTS.on(grant.unit.name)}, {HOME_TEXTS.ends(formats.date(grant.endDate))}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <DormancyCards />
        {data.recentAudit !== null && (
          <section className={styles.card} aria-label={HOME_TEXTS.recentActivity}>
            <h2 className={styles.cardTitle}>{HOME_TEXTS.recentActivity}</h2>
            <ul className={styles.list}>
              {data.recentAudit.slice(0, HOME_SHOWN).map((entry) => {
                const link = homeLinks.auditOf(entry.entity);
                return (
                  <li key={entry.id}>
                    <TextLink to={link.to} search={link.search}>
                      {humanize(entry.action)} · {auditEntityLabel(entry.entity)}
                      {entry.document !== null ? ` #${entry.document}` : ""}
                    </TextLink>
                    <div className={styles.muted}>
                      {auditUserLabel(entry.user)}, {formats.dateTime(entry.createdAt)}
                    </div>
                  </li>
                );
              })}
            </ul>
            <TextLink to={homeLinks.audit().to}>
              {HOME_TEXTS.allActivity}
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
  return (
    <>
      <NotOfferedNotice />
      <PageHeader title={PAGE_TITLES.dashboard} />
      {query.data ? (
        <Summary data={query.data} />
      ) : query.isError ? (
        <MessageBar intent="error">
          <MessageBarBody><FailureExplanation error={query.error} /></MessageBarBody>
        </MessageBar>
      ) : (
        <div>{LABELS.loading}</div>
      )}
    </>
  );
}
