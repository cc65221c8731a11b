import { describe, expect, it } from 'vitest';
import { demoOrders } from '../demo-orders';
import { DEMO_DRIVES } from './demo-drives';
import { measureLine } from './polyline';

/** Every seeded address by its order's externalId, stops before included (they get `-stop-N`). */
function seededAddresses() {
  const addresses = new Map<string, { lat?: number; lng?: number }>();
  for (const demo of demoOrders(30)) {
    addresses.set(demo.externalId, demo.address);
    demo.driver?.stopsBefore.forEach((address, index) =>
      addresses.set(`${demo.externalId}-stop-${index + 1}`, address),
    );
  }
  return addresses;
}

describe.each(DEMO_DRIVES)('the demo drive of $driverId', (drive) => {
  it("drives the seeded driver's route and stops at each seeded door", () => {
    const addresses = seededAddresses();
    for (const stop of drive.stops) {
      const address = addresses.get(stop.externalId);
      expect(drive.path[stop.pathIndex]).toEqual({ lat: address?.lat, lng: address?.lng });
    }
    const seeded = demoOrders(30).find((demo) => demo.driver?.id === drive.driverId);
    expect(drive.stops.at(-1)?.externalId).toBe(seeded?.externalId);
  });

  it('ends at the last stop, with the stops in path order', () => {
    const indices = drive.stops.map((stop) => stop.pathIndex);
    expect(indices).toEqual([...indices].sort((a, b) => a - b));
    expect(indices.at(-1)).toBe(drive.path.length - 1);
  });

  it('is a town drive: 1 to 5 km, no hop longer than 300 m', () => {
    const line = measureLine(drive.path);
    expect(line.lengthMeters).toBeGreaterThan(1000);
    expect(line.lengthMeters).toBeLessThan(5000);
    const hops = line.cumulative.slice(1).map((meters, i) => meters - (line.cumulative[i] ?? 0));
    expect(Math.max(...hops)).toBeLessThan(300);
  });
});
