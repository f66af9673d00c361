// The bench's table: every figure with its ratio to a baseline of the same run, every target as
// met, missed or not measured (a part the run was told to skip), and the closing line
// `targets met: N/M`, M counting every kept target. Figures once stated as targets but retired
// (shares of a hello route, efficiency against the SQL alone: issue 28) are reported apart, for
// information, and never counted.
export interface Row {
  section: string;
  name: string;
  value: string;
  ratio?: string;
}

export interface Target {
  name: string;
  /** null: not measured in this run (the detail says why). */
  met: boolean | null;
  detail: string;
}

/** A retired target's figure: reported, never counted. */
export interface Information {
  name: string;
  detail: string;
}

export function pct(value: number, baseline: number): string {
  return baseline > 0 ? `${((value / baseline) * 100).toFixed(1)}%` : "n/a";
}

export function renderReport(meta: Record<string, string>, rows: Row[], targets: Target[], information: Information[] = []): string {
  const lines: string[] = ["# Steward benchmark", ""];
  for (const [k, v] of Object.entries(meta)) lines.push(`- ${k}: ${v}`);
  lines.push("", "| section | measurement | value | ratio |", "|---|---|---|---|");
  for (const r of rows) lines.push(`| ${r.section} | ${r.name} | ${r.value} | ${r.ratio ?? ""} |`);
  lines.push("", "## Targets", "", "| target | result | measured |", "|---|---|---|");
  for (const t of targets) lines.push(`| ${t.name} | ${t.met === null ? "not measured" : t.met ? "met" : "missed"} | ${t.detail} |`);
  if (information.length > 0) {
    lines.push("", "## For information (retired targets, not counted)", "", "| figure | measured |", "|---|---|");
    for (const i of information) lines.push(`| ${i.name} | ${i.detail} |`);
  }
  const unmeasured = targets.filter((t) => t.met === null).length;
  lines.push("", `targets met: ${targets.filter((t) => t.met === true).length}/${targets.length}${unmeasured > 0 ? ` (${unmeasured} not measured in this run)` : ""}`);
  return lines.join("\n") + "\n";
}
