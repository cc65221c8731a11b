/*
 * The delivery address's time zone, from the address alone. A general lookup from coordinates was weighed and
 * left out: the compact ones (tz-lookup) are CC0, which is not an OSI licence, and geo-tz ships 60 MB of
 * boundaries. Within the countries served, only Spain has a second zone (the Canary Islands, an hour behind
 * Madrid), so the coordinates decide there and the country everywhere else.
 */

/** One representative zone per country served (the delivery country codes the accounts use). */
const ZONE_BY_COUNTRY: Readonly<Record<string, string>> = {
  DK: 'Europe/Copenhagen',
  FI: 'Europe/Helsinki',
  NO: 'Europe/Oslo',
  SE: 'Europe/Stockholm',
  IS: 'Atlantic/Reykjavik',
  LV: 'Europe/Riga',
  ES: 'Europe/Madrid',
  EE: 'Europe/Tallinn',
  GB: 'Europe/London',
  EN: 'Europe/London',
  DE: 'Europe/Berlin',
  NL: 'Europe/Amsterdam',
  PL: 'Europe/Warsaw',
  LT: 'Europe/Vilnius',
};

/** Where a served country's coordinates fall in a zone other than its representative one. */
const ZONES_BY_AREA: readonly {
  country: string;
  zone: string;
  south: number;
  north: number;
  west: number;
  east: number;
}[] = [{ country: 'ES', zone: 'Atlantic/Canary', south: 27.4, north: 29.5, west: -18.4, east: -13.3 }];

/** The zone for a country code, UTC for a country not served. */
export function timeZoneOfCountry(countryCode: string): string {
  return ZONE_BY_COUNTRY[countryCode.trim().toUpperCase()] ?? 'UTC';
}

/** The IANA time zone of a delivery address: by its coordinates where they decide, else by its country. */
export function timeZoneOfAddress(address: { country_code: string; lat?: number; lng?: number }): string {
  const country = address.country_code.trim().toUpperCase();
  const { lat, lng } = address;
  if (lat !== undefined && lng !== undefined) {
    const area = ZONES_BY_AREA.find(
      (each) =>
        each.country === country &&
        lat >= each.south &&
        lat <= each.north &&
        lng >= each.west &&
        lng <= each.east,
    );
    if (area) return area.zone;
  }
  return timeZoneOfCountry(country);
}
