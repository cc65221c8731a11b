import { Chart } from 'chart.js';
import { describe, expect, it } from 'vitest';
import { applyChartDefaults } from './chart-defaults';

describe('applyChartDefaults', () => {
  it('animates for 1000 ms with easeOutQuart and writes at 12 px (spec section 9)', () => {
    applyChartDefaults(Chart, false);
    expect(Chart.defaults.animation).toMatchObject({ duration: 1000, easing: 'easeOutQuart' });
    expect(Chart.defaults.font.size).toBe(12);
  });

  it('draws at once when the viewer asked for reduced motion', () => {
    applyChartDefaults(Chart, true);
    expect(Chart.defaults.animation).toBe(false);
    expect(Chart.defaults.font.size).toBe(12);
  });
});
