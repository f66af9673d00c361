// decisions.md: an account's risk level is the highest severity among its open flags.
import { and, eq } from "drizzle-orm";
import { FLAG_SEVERITIES } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { flags } from "../db/schema.ts";

export type Severity = (typeof FLAG_SEVERITIES)[number];

export async function openFlagRiskLevel(ex: Executor, socialMediaId: number): Promise<Severity | null> {
  const rows = await ex
    .selectDistinct({ severity: flags.severity })
    .from(flags)
    .where(and(eq(flags.socialMediaId, socialMediaId), eq(flags.status, "open")));
  let highest: Severity | null = null;
  for (const { severity } of rows) {
    if (highest === null || FLAG_SEVERITIES.indexOf(severity) > FLAG_SEVERITIES.indexOf(highest)) highest = severity;
  }
  return highest;
}
