import { describe, expect, it } from 'vitest';
import type { EtaHorizon, ErrorQuantiles } from '@tracking/core';
import type { EtaCalibrationRecord } from '../store/order-view-store';
import { etaWindowFor } from './eta-window';

const MIN = 60_000;
const NOW = Date.parse('2026-03-10T12:00:00Z');
const quantiles: ErrorQuantiles = { lowMs: -5 * MIN, highMs: 15 * MIN, deliveries: 60 };
const everyBand = new Map<EtaHorizon, ErrorQuantiles>(
  ([15, 30, 60, 120, 240] as const).map((horizon) => [horizon, quantiles]),
);
const calibrated: EtaCalibrationRecord = {
  account: everyBand,
  provider: new Map(),
  coverage: 0.8,
  record: undefined,
};
const uncalibrated: EtaCalibrationRecord = { ...calibrated, account: new Map(), coverage: null };
const inMinutes = (minutes: number) => new Date(NOW + minutes * MIN).toISOString();

describe('etaWindowFor', () => {
  it.each([
    ['live, due in 30 min', 80, inMinutes(20), 10 * MIN, calibrated, [25, 45]],
    ['not yet live, due in 5 h', 20, inMinutes(300), 0, calibrated, [295, 315]],
    ['not yet live, due in 2 days', 20, inMinutes(2 * 24 * 60), 0, calibrated, null],
    ['live, due in 2 days (the driver carries it)', 80, inMinutes(2 * 24 * 60), 0, calibrated, [2875, 2895]],
    ['delivered', 90, inMinutes(20), 0, calibrated, null],
    ['no promised time', 80, null, 0, calibrated, null],
    ['no quantiles drawn', 80, inMinutes(20), 0, uncalibrated, null],
  ] as const)('%s', (_name, statusCode, promisedTime, timeDiffMs, calibration, minutes) => {
    expect(etaWindowFor({ statusCode, promisedTime, timeDiffMs }, calibration, NOW)).toEqual(
      minutes && { from: inMinutes(minutes[0]), to: inMinutes(minutes[1]), coverage: 0.8 },
    );
  });
});
