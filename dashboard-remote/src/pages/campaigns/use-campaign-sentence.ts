// The campaign schemas' sentences (shared/campaign-enums.ts CAMPAIGN_MESSAGES: zod's messages, and
// the API's refusals that repeat them) in the reader's language: found by their English text in the
// campaignSentences namespace, else by the shared validation sentences, else shown as they came.
import { localizeWith, sentenceIndex, type LocalizeSentence, type Translate } from "@steward/shared";
import { useMemo } from "react";
import campaignSentences from "../../i18n/messages/en/campaignSentences.json" with { type: "json" };
import { useLocalizeSentence, useT } from "../../i18n/i18n-context.ts";

const keyOf = sentenceIndex({ campaignSentences });

export function useCampaignSentence(): LocalizeSentence {
  const t = useT();
  const shared = useLocalizeSentence();
  return useMemo(() => {
    const own = localizeWith(t as Translate, keyOf);
    return (sentence) => (keyOf(sentence) ? own(sentence) : shared(sentence));
  }, [t, shared]);
}
