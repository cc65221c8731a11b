/**
 * Whether the recipient may see the driver now (the order view, the live socket and the page's map button all
 * follow this): always when the account sets no limit, else only while at most
 * `maxStopsBefore` stops come before the recipient's. A place on the route that is not known (the order is not
 * on the driver's route) counts as far: a courier's position is never shown all day by accident.
 */
export function driverShownAt(maxStopsBefore: number | null, stopsBefore: number | null): boolean {
  if (maxStopsBefore === null) return true;
  return stopsBefore !== null && stopsBefore <= maxStopsBefore;
}
