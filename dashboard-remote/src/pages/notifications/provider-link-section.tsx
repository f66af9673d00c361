// Linking the signed-in person's identity provider account to their Steward account (issue 27): a
// super admin is never linked by e-mail, so this is how they come to sign in through the provider.
// The API answers the provider's address for a POST from this page; the browser goes there and the
// provider's callback links the account, then comes back here.
import { Button, Text, makeStyles, tokens } from "@fluentui/react-components";
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { startProviderLink } from "../../api/identity-api.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { providersQuery } from "../../data/identity-queries.ts";
import { joinBasepath } from "../../embedding.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { useNotify } from "../../notifications/use-notify.ts";

const useStyles = makeStyles({
  root: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  buttons: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
});

export function ProviderLinkSection() {
  const styles = useStyles();
  const { api, leaveTo } = useDashboardServices();
  const router = useRouter();
  const notify = useNotify();
  const t = useT();
  const providers = useQuery(providersQuery(api)).data?.providers ?? [];
  const [starting, setStarting] = useState<string | null>(null);
  // Someone signed in through the portal's token already came through the provider.
  if (api.usesAccessToken || providers.length === 0) return null;

  const start = async (id: string) => {
    setStarting(id);
    try {
      // Back to this very page of the dashboard, absolute so that it also works when the API is elsewhere.
      const here = new URL(joinBasepath(router.options.basepath ?? "/", router.state.location.href), window.location.href).href;
      leaveTo((await startProviderLink(api, id, here)).url);
    } catch {
      notify.error(t("identity.linkFailed"));
      setStarting(null);
    }
  };

  return (
    <section className={styles.root} aria-labelledby="provider-link-title">
      <h2 id="provider-link-title" className={styles.title}>
        {t("identity.linkTitle")}
      </h2>
      <Text as="p">{t("identity.linkIntro")}</Text>
      <div className={styles.buttons}>
        {providers.map((p) => (
          <Button key={p.id} onClick={() => void start(p.id)} disabled={starting !== null}>
            {t("identity.linkWith", { name: p.name })}
          </Button>
        ))}
      </div>
    </section>
  );
}
