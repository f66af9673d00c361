import { OneLineBadge } from "../badge/one-line-badge.tsx";
import { PLATFORMS } from "@steward/shared";
import { useT, type T } from "../../i18n/i18n-context.ts";

/** product-spec.md: the platform's name, falling back to Other for anything unknown. */
export function platformLabel(t: T, platform: string | null | undefined): string {
  const known = (PLATFORMS as readonly (string | null | undefined)[]).includes(platform) ? (platform as (typeof PLATFORMS)[number]) : "other";
  return t(`platforms.${known}`);
}

export function PlatformBadge({ platform }: { platform: string | null | undefined }) {
  const t = useT();
  return (
    <OneLineBadge appearance="outline" color="brand" shape="rounded">
      {platformLabel(t, platform)}
    </OneLineBadge>
  );
}
