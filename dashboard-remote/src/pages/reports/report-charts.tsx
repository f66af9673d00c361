// The report's charts (issue 32), drawn by Fluent's own charting package, which this page alone
// loads (its route loads the page lazily, so the first download never carries it). Each chart sits
// beside a table with the same numbers: the table is what a screen reader and a printout read. A
// chart that cannot draw (an old browser, a test's DOM) leaves its table alone.
import { DonutChart, HorizontalBarChart } from "@fluentui/react-charts";
import { tokens } from "@fluentui/react-components";
import { Component, type ReactNode } from "react";
import { useFormats } from "../../components/format/use-formats.tsx";
import { useT } from "../../i18n/i18n-context.ts";

export interface ChartSlice {
  label: string;
  value: number;
}

/** The Fluent palette's data colours, in order, so every chart of the page speaks the same way. */
const COLORS = [
  tokens.colorPaletteBlueBorderActive,
  tokens.colorPaletteGreenBorderActive,
  tokens.colorPaletteMarigoldBorderActive,
  tokens.colorPaletteRedBorderActive,
  tokens.colorPaletteBerryBorderActive,
  tokens.colorPaletteTealBorderActive,
  tokens.colorPalettePurpleBorderActive,
];

class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function ShareDonut({ title, slices }: { title: string; slices: ChartSlice[] }) {
  return (
    <ChartBoundary>
      <DonutChart
        data={{ chartTitle: title, chartData: slices.map((s, i) => ({ legend: s.label, data: s.value, color: COLORS[i % COLORS.length]! })) }}
        innerRadius={45}
        height={220}
        width={260}
        hideLabels
      />
    </ChartBoundary>
  );
}

/**
 * A bar's words: its label and its count written as the table beside it writes it. Fluent writes its
 * own number unformatted below 10,000 ("4314" beside the table's "4,314", issue 30), so its number is
 * hidden and the count goes in the bar's title, and in the tooltip.
 */
function useBarWords(): (slice: ChartSlice) => { chartTitle: string; count: string } {
  const t = useT();
  const formats = useFormats();
  return (slice) => {
    const count = formats.number(slice.value);
    return { chartTitle: t("reports.barLabel", { label: slice.label, count }), count };
  };
}

/**
 * One bar per category, its length its count against the largest. (Fluent's VerticalBarChart names
 * itself in English whatever the page's language, so counts are drawn as horizontal bars too.)
 */
export function CountBars({ title, slices }: { title: string; slices: ChartSlice[] }) {
  const largest = Math.max(1, ...slices.map((s) => s.value));
  const words = useBarWords();
  return (
    <ChartBoundary>
      <div role="group" aria-label={title}>
        <HorizontalBarChart
          chartDataMode="hidden"
          data={slices.map((s, i) => {
            const { chartTitle, count } = words(s);
            return { chartTitle, chartData: [{ legend: s.label, horizontalBarChartdata: { x: s.value, y: largest }, yAxisCalloutData: count, color: COLORS[i % COLORS.length]! }] };
          })}
        />
      </div>
    </ChartBoundary>
  );
}

/** One bar per measure, filled to its share of `of` (people trained out of those who run accounts). */
export function ShareBars({ slices, of }: { slices: ChartSlice[]; of: number }) {
  const words = useBarWords();
  return (
    <ChartBoundary>
      <HorizontalBarChart
        chartDataMode="hidden"
        data={slices.map((s, i) => {
          const { chartTitle, count } = words(s);
          return { chartTitle, chartData: [{ legend: s.label, horizontalBarChartdata: { x: s.value, y: Math.max(of, 1) }, yAxisCalloutData: count, color: COLORS[i % COLORS.length]! }] };
        })}
      />
    </ChartBoundary>
  );
}
