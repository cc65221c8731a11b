import {
  Chart,
  Filler,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
  type ChartConfiguration,
  type ChartType,
  type Plugin,
} from 'chart.js';
import { useEffect, useEffectEvent, useRef } from 'react';
import { applyChartDefaults } from './chart-defaults';
import styles from './line-chart.module.css';
import { minuteRange, timeTicks } from './time-ticks';

// Only what a line chart needs, so the chart chunk stays small.
Chart.register(LineController, LineElement, PointElement, LinearScale, Filler, Tooltip);
applyChartDefaults(Chart, window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);

export interface ChartPoint {
  x: number;
  y: number;
}

export interface LineChartProps {
  points: readonly ChartPoint[];
  /** Tick and tooltip text of a value on each axis. */
  formatX: (value: number) => string;
  formatY: (value: number) => string;
  /** The canvas's accessible name, saying what the chart shows (give a table of the values beside it too). */
  label: string;
  /** The last point drawn larger: "now". */
  highlightLast?: boolean;
  /**
   * Both axes hold times, read on the clock in this zone (IANA): ticks on whole minutes there at a natural step,
   * never two that read the same.
   */
  timeAxesZone?: string;
  /** A range of y shaded across the chart (say so in `label`). */
  band?: { from: number; to: number } | undefined;
}

/** How many ticks an axis shows at most. */
const MAX_TICKS = 5;

/** Widens a time axis to whole minutes, so its ticks (below) all fall on the plot. */
const wholeMinutes = (axis: { min: number; max: number }) => {
  Object.assign(axis, minuteRange(axis.min, axis.max));
};

/** Replaces Chart.js's evenly divided ticks with whole minutes on the clock in `timeZone`. */
const minuteTicks =
  (timeZone: string) => (axis: { min: number; max: number; ticks: { value: number }[] }) => {
    axis.ticks = timeTicks(axis.min, axis.max, MAX_TICKS, timeZone).map((value) => ({ value }));
  };

/** A theme colour of the page, read where the chart is (merchant colours are CSS custom properties). */
const cssColor = (element: Element, name: string, fallback: string) =>
  getComputedStyle(element).getPropertyValue(name).trim() || fallback;

/** A y range shaded across the whole plot, behind the line. */
interface Band {
  from: number;
  to: number;
  color: string;
}

declare module 'chart.js' {
  // Merged into Chart.js's own declaration, whose type parameter it must repeat.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface PluginOptionsByType<TType extends ChartType> {
    /** The band to shade (bandPlugin); none when left out. */
    band?: Band | undefined;
  }
}

/** Shades the band of the chart's options, across the plot's full width (however few estimates there are). */
const bandPlugin: Plugin<'line'> = {
  id: 'band',
  beforeDatasetsDraw(chart, _args, band: Partial<Band> | undefined) {
    const y = chart.scales.y;
    if (band?.from === undefined || band.to === undefined || !band.color || !y) return;
    const { ctx, chartArea } = chart;
    const top = Math.max(chartArea.top, y.getPixelForValue(band.to));
    const bottom = Math.min(chartArea.bottom, y.getPixelForValue(band.from));
    ctx.save();
    ctx.fillStyle = band.color;
    ctx.fillRect(chartArea.left, top, chartArea.right - chartArea.left, bottom - top);
    ctx.restore();
  },
};

function configuration(canvas: HTMLCanvasElement, props: LineChartProps): ChartConfiguration<'line'> {
  const line = cssColor(canvas, '--brand-primary', '#037e8c');
  const grid = cssColor(canvas, '--color-border', '#dbe3e4');
  const text = cssColor(canvas, '--color-text-muted', '#4e6267');
  const last = props.points.length - 1;
  const radius = (index: number) => (props.highlightLast && index === last ? 6 : 3);
  const band = props.band && { ...props.band, color: `${line}33` };
  return {
    type: 'line',
    plugins: [bandPlugin],
    data: {
      datasets: [
        {
          data: [...props.points],
          borderColor: line,
          backgroundColor: `${line}1f`,
          pointBackgroundColor: line,
          pointRadius: (context) => radius(context.dataIndex),
          pointHoverRadius: 7,
          borderWidth: 2.5,
          fill: 'start',
          // Monotone curves never swing past the points, so the line shows no move that did not happen.
          cubicInterpolationMode: 'monotone',
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      parsing: false,
      scales: {
        x: {
          type: 'linear',
          grid: { display: false },
          border: { color: grid },
          ticks: { color: text, maxTicksLimit: MAX_TICKS, callback: (value) => props.formatX(Number(value)) },
          afterDataLimits: props.timeAxesZone ? wholeMinutes : undefined,
          afterBuildTicks: props.timeAxesZone ? minuteTicks(props.timeAxesZone) : undefined,
        },
        y: {
          type: 'linear',
          grace: '10%',
          // The band is always in view.
          suggestedMin: band?.from,
          suggestedMax: band?.to,
          grid: { color: grid },
          border: { display: false },
          ticks: { color: text, maxTicksLimit: MAX_TICKS, callback: (value) => props.formatY(Number(value)) },
          afterDataLimits: props.timeAxesZone ? wholeMinutes : undefined,
          afterBuildTicks: props.timeAxesZone ? minuteTicks(props.timeAxesZone) : undefined,
        },
      },
      plugins: {
        band,
        legend: { display: false },
        tooltip: {
          displayColors: false,
          callbacks: {
            title: (items) => (items[0] ? props.formatX(items[0].parsed.x ?? 0) : ''),
            label: (item) => props.formatY(item.parsed.y ?? 0),
          },
        },
      },
    },
  };
}

/**
 * A line chart on a canvas (Chart.js, with the spec's defaults), in the page's theme colours. Canvas drawing
 * needs no inline style or script, so it works under the strict Content-Security-Policy.
 */
export function LineChart(props: LineChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<'line'> | null>(null);
  const configure = useEffectEvent((element: HTMLCanvasElement) => configuration(element, props));
  // The chart changes only when what it shows does, not on every render of the page around it.
  const shown = JSON.stringify([props.points, props.label, props.highlightLast, props.band]);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const config = configure(element);
    if (!chart.current) chart.current = new Chart(element, config);
    else {
      // New points move the line there instead of drawing it again.
      chart.current.data = config.data;
      chart.current.options = config.options ?? {};
      chart.current.update();
    }
  }, [shown]);

  useEffect(
    () => () => {
      chart.current?.destroy();
      chart.current = null;
    },
    [],
  );

  return (
    <div className={styles.frame}>
      <canvas ref={canvas} className={styles.canvas} role="img" aria-label={props.label} />
    </div>
  );
}
