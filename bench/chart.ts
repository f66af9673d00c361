// The bench's chart (issue 21): one SVG written beside the report, with Steward against the Payload
// peer per scenario (requests per second, log scale, the ratio written at the end of each pair)
// and the growth of each scenario's time per request with the institution's size. Plain SVG, no
// dependency: the README shows the recorded run's copy (docs/bench-chart.svg).

export interface ChartPair {
  name: string;
  steward: number;
  payload?: number;
}

export interface ChartGrowth {
  name: string;
  /** µs per request by size, in SIZES order; absent sizes were not measured. */
  micros: Partial<Record<"small" | "medium" | "large", number>>;
}

const WIDTH = 960;
const LABEL = 290;
const ROW = 22;
const COLORS = { steward: "#2563eb", payload: "#f97316", small: "#a7f3d0", medium: "#34d399", large: "#047857" } as const;

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString("en-US") : n.toFixed(n >= 10 ? 1 : 2));

function logScale(max: number, width: number): (v: number) => number {
  const top = Math.log10(Math.max(10, max));
  return (v) => (v <= 1 ? 2 : Math.max(2, (Math.log10(v) / top) * width));
}

export function renderChart(title: string, pairs: ChartPair[], growth: ChartGrowth[]): string {
  const out: string[] = [];
  const plot = WIDTH - LABEL - 120;
  let y = 30;
  out.push(`<text x="10" y="${y}" font-size="16" font-weight="bold">${esc(title)}</text>`);
  y += 24;
  out.push(`<text x="10" y="${y}" font-size="13" font-weight="bold">Requests per second (log scale): Steward vs Payload, same requests, same data</text>`);
  out.push(`<rect x="${WIDTH - 250}" y="${y - 11}" width="12" height="12" fill="${COLORS.steward}"/><text x="${WIDTH - 234}" y="${y}" font-size="12">Steward</text>`);
  out.push(`<rect x="${WIDTH - 160}" y="${y - 11}" width="12" height="12" fill="${COLORS.payload}"/><text x="${WIDTH - 144}" y="${y}" font-size="12">Payload</text>`);
  y += 12;
  const maxRps = Math.max(1, ...pairs.flatMap((p) => [p.steward, p.payload ?? 0]));
  const x = logScale(maxRps, plot);
  for (const p of pairs) {
    const h = p.payload === undefined ? ROW / 2 : ROW;
    out.push(`<text x="${LABEL - 8}" y="${y + h / 2 + 4}" font-size="12" text-anchor="end">${esc(p.name)}</text>`);
    out.push(`<rect x="${LABEL}" y="${y}" width="${x(p.steward).toFixed(1)}" height="9" fill="${COLORS.steward}"/>`);
    out.push(`<text x="${LABEL + x(p.steward) + 4}" y="${y + 8}" font-size="10">${fmt(p.steward)}</text>`);
    if (p.payload !== undefined) {
      out.push(`<rect x="${LABEL}" y="${y + 10}" width="${x(p.payload).toFixed(1)}" height="9" fill="${COLORS.payload}"/>`);
      out.push(`<text x="${LABEL + x(p.payload) + 4}" y="${y + 18}" font-size="10">${fmt(p.payload)}</text>`);
      // Payload answering none in the run has no ratio: said in words, not as 0.0x.
      const ratio = p.payload > 0 ? `${(p.steward / p.payload).toFixed(1)}x` : "none answered";
      out.push(`<text x="${WIDTH - 10}" y="${y + 13}" font-size="12" text-anchor="end" font-weight="bold">${ratio}</text>`);
    }
    y += h + 6;
  }
  if (pairs.every((p) => p.payload === undefined)) {
    out.push(`<text x="${LABEL}" y="${y + 8}" font-size="11" fill="#666">Payload not measured in this run (npm run bench -- --peer)</text>`);
    y += 16;
  }

  y += 24;
  out.push(`<text x="10" y="${y}" font-size="13" font-weight="bold">Time per request (µs) by institution size: small 24 units, medium 300, large 2,000</text>`);
  (["small", "medium", "large"] as const).forEach((s, i) => {
    out.push(`<rect x="${WIDTH - 250 + i * 80}" y="${y - 11}" width="12" height="12" fill="${COLORS[s]}"/><text x="${WIDTH - 234 + i * 80}" y="${y}" font-size="12">${s}</text>`);
  });
  y += 12;
  const maxMicros = Math.max(1, ...growth.flatMap((g) => Object.values(g.micros)));
  const lin = (v: number) => Math.max(2, (v / maxMicros) * plot);
  for (const g of growth) {
    const sizes = (["small", "medium", "large"] as const).filter((s) => g.micros[s] !== undefined);
    const h = sizes.length * 8;
    out.push(`<text x="${LABEL - 8}" y="${y + h / 2 + 4}" font-size="12" text-anchor="end">${esc(g.name)}</text>`);
    sizes.forEach((s, i) => {
      const v = g.micros[s]!;
      out.push(`<rect x="${LABEL}" y="${y + i * 8}" width="${lin(v).toFixed(1)}" height="7" fill="${COLORS[s]}"/>`);
      if (i === sizes.length - 1 || sizes.length === 1) out.push(`<text x="${LABEL + lin(v) + 4}" y="${y + i * 8 + 7}" font-size="10">${fmt(v)} µs</text>`);
    });
    const first = sizes[0];
    const last = sizes.at(-1);
    if (first && last && first !== last) {
      out.push(`<text x="${WIDTH - 10}" y="${y + h / 2 + 4}" font-size="12" text-anchor="end" font-weight="bold">${(g.micros[last]! / g.micros[first]!).toFixed(2)}x</text>`);
    }
    y += Math.max(h, 10) + 6;
  }
  y += 10;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${y}" viewBox="0 0 ${WIDTH} ${y}" font-family="system-ui, sans-serif"><rect width="100%" height="100%" fill="white"/>${out.join("")}</svg>\n`;
}
