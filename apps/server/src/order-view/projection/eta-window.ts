import { etaWindowOf, isFinalStatus, isLiveStatus, type EtaWindow } from '@tracking/core';
import type { EtaCalibrationRecord } from '../store/order-view-store';

/** A window is shown while the order is live, or not final and due within this long (before or after now). */
export const ETA_WINDOW_DUE_MS = 24 * 60 * 60_000;

/**
 * The calibrated window around the order's current estimate, drawn for an estimate made now: while live, or due
 * within a day and not final; null without a promised time or quantiles for its horizon band (core etaWindowOf).
 */
export function etaWindowFor(
  order: { statusCode: number; promisedTime: string | null; timeDiffMs: number },
  calibration: EtaCalibrationRecord,
  nowMs: number,
): EtaWindow | null {
  if (order.promisedTime === null || calibration.coverage === null || isFinalStatus(order.statusCode))
    return null;
  const arrivalMs = Date.parse(order.promisedTime) + order.timeDiffMs;
  if (!isLiveStatus(order.statusCode) && Math.abs(arrivalMs - nowMs) >= ETA_WINDOW_DUE_MS) return null;
  const { account, provider, coverage } = calibration;
  return etaWindowOf({ atMs: nowMs, arrivalMs }, account, provider, coverage) ?? null;
}
