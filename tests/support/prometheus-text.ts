// Reads Prometheus's text exposition format (version 0.0.4) into samples, so tests assert on what a
// scraper would see: every `# TYPE` names a known type, every sample line parses, label values
// are unescaped. A line that does not parse fails the test rather than being skipped.

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  types: Map<string, string>;
  samples: Sample[];
  /** The sum of the samples named `name` whose labels include every one of `labels` (0 when none). */
  value(name: string, labels?: Record<string, string>): number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*,?\s*/y;

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const at = LABEL.lastIndex;
    const match = LABEL.exec(text);
    if (!match || LABEL.lastIndex === at) throw new Error(`unparsable labels in: ${line}`);
    labels[match[1]!] = match[2]!.replace(/\\(.)/g, (_, c: string) => (c === "n" ? "\n" : c));
  }
  return labels;
}

function parseValue(text: string, line: string): number {
  // Prometheus reads these as Go's ParseFloat does, in any case (prom-client writes NaN as "Nan").
  const special = text.toLowerCase();
  if (special === "+inf" || special === "inf") return Infinity;
  if (special === "-inf") return -Infinity;
  if (special === "nan") return NaN;
  const value = Number(text);
  if (Number.isNaN(value)) throw new Error(`unparsable value in: ${line}`);
  return value;
}

export function parseExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    if (line.startsWith("#")) {
      const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
      if (type) types.set(type[1]!, type[2]!);
      else if (!/^# (HELP|TYPE) /.test(line)) throw new Error(`unknown comment: ${line}`);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`unparsable sample: ${line}`);
    samples.push({ name: match[1]!, labels: match[2] ? parseLabels(match[2], line) : {}, value: parseValue(match[3]!, line) });
  }
  return {
    types,
    samples,
    value: (name, labels = {}) =>
      samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((sum, s) => sum + s.value, 0),
  };
}
