import type { GeoPoint } from '@tracking/core';

/** A stop of a demo drive: the path vertex at the door, and the demo order (by externalId) delivered there. */
export interface DemoDriveStop {
  pathIndex: number;
  externalId: string;
}

/** One demo driver's round: a polyline along real streets from the start to the last stop. */
export interface DemoDrive {
  driverId: string;
  city: string;
  path: readonly GeoPoint[];
  /** In route order; the last one is the demo recipient's order, at the end of the path. */
  stops: readonly DemoDriveStop[];
}

const points = (pairs: readonly (readonly [number, number])[]) => pairs.map(([lat, lng]) => ({ lat, lng }));

/**
 * Hand-traced from the street map: the vertices sit on the streets named beside them, and each stop vertex is
 * the seeded address of its order (checked by a test), so the driver ends at the recipient's door.
 */
export const DEMO_DRIVES: readonly DemoDrive[] = [
  {
    driverId: 'demo-driver-copenhagen',
    city: 'København',
    path: points([
      [55.6627, 12.5712], // Kalvebod Brygge, along the harbour
      [55.6621, 12.569],
      [55.6619, 12.5662], // bend towards Fisketorvet
      [55.6628, 12.5633],
      [55.6641, 12.561], // over the tracks on Dybbølsbro
      [55.6655, 12.559], // Ingerslevsgade
      [55.6668, 12.558], // Halmtorvet
      [55.668, 12.5571],
      [55.6688, 12.5562], // Istedgade 70
      [55.6684, 12.5545], // west along Istedgade
      [55.6681, 12.5532],
      [55.6695, 12.5528], // north up Absalonsgade
      [55.6709, 12.5524],
      [55.6718, 12.553], // Vesterbros Torv
      [55.6722, 12.555], // east along Vesterbrogade
      [55.6727, 12.5572], // Vesterbrogade 32
    ]),
    stops: [
      { pathIndex: 8, externalId: 'demo-dk-stop-1' },
      { pathIndex: 15, externalId: 'demo-dk' },
    ],
  },
  {
    driverId: 'demo-driver-london',
    city: 'London',
    path: points([
      [51.5482, -0.1566], // Haverstock Hill
      [51.5468, -0.1556],
      [51.5455, -0.1546],
      [51.5443, -0.1536], // Chalk Farm station
      [51.5433, -0.1517], // Chalk Farm Road
      [51.5423, -0.1496],
      [51.5414, -0.147], // over the canal at Camden Lock
      [51.5403, -0.1445],
      [51.5393, -0.1427], // Camden Town station
      [51.5387, -0.1438], // west along Parkway
      [51.5382, -0.1447],
      [51.5378, -0.1455], // 3 Parkway
      [51.5374, -0.1462], // Albert Street
      [51.537, -0.1452],
      [51.5369, -0.1437], // 52 Delancey Street
      [51.5367, -0.1421], // Camden High Street
      [51.5362, -0.1406], // 14 Camden High Street
    ]),
    stops: [
      { pathIndex: 11, externalId: 'demo-gb-stop-1' },
      { pathIndex: 14, externalId: 'demo-gb-stop-2' },
      { pathIndex: 16, externalId: 'demo-gb' },
    ],
  },
];
