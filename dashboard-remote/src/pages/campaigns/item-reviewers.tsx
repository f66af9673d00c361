// Who reviews the item on screen, as people (issue 30: the queue named no one): each reviewer's
// name with their e-mail, so a reviewer knows who else may decide it and whom to ask.
import { makeStyles, tokens } from "@fluentui/react-components";
import type { CampaignItemDoc } from "@steward/shared";
import { useId } from "react";
import { useT } from "../../i18n/i18n-context.ts";

const useStyles = makeStyles({
  heading: { margin: `${tokens.spacingVerticalS} 0 ${tokens.spacingVerticalXXS}`, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightRegular },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, overflowWrap: "anywhere" },
});

export function ItemReviewers({ item }: { item: CampaignItemDoc }) {
  const styles = useStyles();
  const t = useT();
  const id = useId();
  // An API older than the queue's reviewers answers without them: nothing is said rather than "no one".
  if (!item.reviewers) return null;
  return (
    <>
      <h3 id={id} className={styles.heading}>
        {t("listDetails.reviewers")}
      </h3>
      {item.reviewers.length === 0 ? (
        <p className={styles.list}>{t("listDetails.noReviewers")}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={id}>
          {item.reviewers.map((person) => (
            <li key={person.id}>{t("listDetails.reviewerPerson", { name: person.name, email: person.email })}</li>
          ))}
        </ul>
      )}
    </>
  );
}
