// The bench's table: every figure with its ratio to a baseline of the same run, every target with
// pass or short, and the closing line `targets met: N/M`.
export interface Row {
  section: string;
  name: string;
  value: string;
  ratio?: string;
}

export interface Target {
  name: string;
  met: boolean;
  detail: string;
}

export function pct(value: number, baseline: number): string {
  return baseline > 0 ? `${((value / baseline) * 100).toFixed(1)}%` : "n/a";
}

export function renderReport(meta: Record<string, string>, rows: Row[], targets: Target[]): string {
  const lines: string[] = ["# Steward benchmark", ""];
  for (const [k, v] of Object.entries(meta)) lines.push(`- ${k}: ${v}`);
  lines.push("", "| section | measurement | value | ratio |", "|---|---|---|---|");
  for (const r of rows) lines.push(`| ${r.section} | ${r.name} | ${r.value} | ${r.ratio ?? ""} |`);
  lines.push("", "## Targets", "", "| target | result | measured |", "|---|---|---|");
  for (const t of targets) lines.push(`| ${t.name} | ${t.met ? "pass" : "short"} | ${t.detail} |`);
  lines.push("", `targets met: ${targets.filter((t) => t.met).length}/${targets.length}`);
  return lines.join("\n") + "\n";
}
