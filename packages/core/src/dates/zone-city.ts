/** The place an IANA zone is named after, as people say it: 'Europe/Helsinki' -> 'Helsinki', 'UTC' stays. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
}
