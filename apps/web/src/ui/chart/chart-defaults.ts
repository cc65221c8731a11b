import type { Chart } from 'chart.js';

/** Charting defaults of spec section 9. */
export const CHART_DEFAULTS = {
  animationMs: 1000,
  easing: 'easeOutQuart',
  fontSize: 12,
} as const;

/**
 * Sets the spec's defaults on Chart.js, once for every chart; with reduced motion asked for, charts draw at once.
 * The font is the page's own, so a chart reads like the text around it.
 */
export function applyChartDefaults(chart: typeof Chart, reducedMotion: boolean): void {
  const { defaults } = chart;
  defaults.animation = reducedMotion
    ? false
    : { ...defaults.animation, duration: CHART_DEFAULTS.animationMs, easing: CHART_DEFAULTS.easing };
  defaults.font = { ...defaults.font, size: CHART_DEFAULTS.fontSize, family: fontFamily() };
}

function fontFamily(): string {
  const family = getComputedStyle(document.documentElement).getPropertyValue('--font-sans').trim();
  return family || 'system-ui, sans-serif';
}
