import { describe, expect, it } from 'vitest';
import { providerManifest } from './web-app-manifest';

const built = JSON.stringify({ name: 'Parcel tracking', short_name: 'Parcels', display: 'standalone' });

describe("the web app manifest with the provider's name", () => {
  it.each([
    { provider: 'Nordlys', name: 'Nordlys', shortName: 'Nordlys' },
    { provider: 'Nordic Parcel Express', name: 'Nordic Parcel Express', shortName: 'Parcels' },
    { provider: 'Åkeri & "Co" <b>', name: 'Åkeri & "Co" <b>', shortName: 'Parcels' },
  ])('$provider', ({ provider, name, shortName }) => {
    const manifest = JSON.parse(providerManifest(built, provider)) as Record<string, unknown>;
    expect(manifest).toEqual({ name, short_name: shortName, display: 'standalone' });
  });
});
