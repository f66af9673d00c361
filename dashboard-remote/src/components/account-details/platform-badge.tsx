import { OneLineBadge } from "../badge/one-line-badge.tsx";
import { PLATFORM_LABELS } from "../../texts.ts";

/** product-spec.md: the platform's name, falling back to Other for anything unknown. */
export function platformLabel(platform: string | null | undefined): string {
  return (platform && PLATFORM_LABELS[platform]) || PLATFORM_LABELS["other"] || "Other";
}

export function PlatformBadge({ platform }: { platform: string | null | undefined }) {
  return (
    <OneLineBadge appearance="outline" color="brand" shape="rounded">
      {platformLabel(platform)}
    </OneLineBadge>
  );
}
