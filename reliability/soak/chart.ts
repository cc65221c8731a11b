export interface Curve {
  label: string;
  points: { t: number; value: number }[];
}

export interface Panel {
  title: string;
  unit: string;
  curves: Curve[];
}

const COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd'];
const WIDTH = 900;
const PANEL_HEIGHT = 170;
const LEFT = 60;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** One panel: its curves scaled to the panel, an axis with the maximum, restarts as dashed lines. */
function panelSvg(panel: Panel, top: number, endT: number, restarts: number[]): string {
  const values = panel.curves.flatMap((curve) => curve.points.map((point) => point.value));
  const max = Math.max(1e-9, ...values) * 1.1;
  const height = PANEL_HEIGHT - 40;
  const x = (t: number) => LEFT + (t / Math.max(1, endT)) * (WIDTH - LEFT - 20);
  const y = (value: number) => top + 25 + height - (value / max) * height;
  const lines = panel.curves.map((curve, index) => {
    const points = curve.points.map((point) => `${x(point.t).toFixed(1)},${y(point.value).toFixed(1)}`);
    const colour = COLOURS[index % COLOURS.length];
    const legend = `<text x="${WIDTH - 200}" y="${top + 14 + index * 13}" fill="${colour}" font-size="11">${escape(curve.label)}</text>`;
    return `<polyline fill="none" stroke="${colour}" stroke-width="1.5" points="${points.join(' ')}"/>${legend}`;
  });
  const marks = restarts.map(
    (t) =>
      `<line x1="${x(t)}" x2="${x(t)}" y1="${top + 25}" y2="${top + 25 + height}" stroke="#999" stroke-dasharray="3,3"/>`,
  );
  return [
    `<text x="${LEFT}" y="${top + 14}" font-size="13" font-weight="bold">${escape(panel.title)}</text>`,
    `<line x1="${LEFT}" x2="${LEFT}" y1="${top + 25}" y2="${top + 25 + height}" stroke="#333"/>`,
    `<line x1="${LEFT}" x2="${WIDTH - 20}" y1="${top + 25 + height}" y2="${top + 25 + height}" stroke="#333"/>`,
    `<text x="${LEFT - 4}" y="${top + 30}" font-size="10" text-anchor="end">${max.toPrecision(3)}</text>`,
    `<text x="${LEFT - 4}" y="${top + 25 + height}" font-size="10" text-anchor="end">0 ${escape(panel.unit)}</text>`,
    ...marks,
    ...lines,
  ].join('\n');
}

/** The soak's curves as one SVG document (time in minutes along the bottom; restarts dashed). */
export function chartSvg(title: string, panels: Panel[], endT: number, restarts: number[]): string {
  const height = panels.length * PANEL_HEIGHT + 50;
  const body = panels.map((panel, index) => panelSvg(panel, 30 + index * PANEL_HEIGHT, endT, restarts));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" font-family="sans-serif">`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<text x="${LEFT}" y="20" font-size="14">${escape(title)}</text>`,
    ...body,
    `<text x="${WIDTH / 2}" y="${height - 8}" font-size="11" text-anchor="middle">minutes: 0 to ${(endT / 60).toFixed(1)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
