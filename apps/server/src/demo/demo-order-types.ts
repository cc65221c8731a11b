import type { DeliveryAddress, PreferencesBody, TrackingTheme } from '@tracking/core';

/** One status reached some minutes before the demo was seeded. */
export interface DemoStep {
  statusCode: number;
  minutesAgo: number;
  imageUrls?: string[];
}

/** A driver on the way: where the trail of positions starts, relative to the address, and the stops before. */
export interface DemoDriver {
  id: string;
  /** Offset of the first position from the delivery address, in degrees. */
  start: { lat: number; lng: number };
  /** Other orders on the route before this one. */
  stopsBefore: DeliveryAddress[];
}

export interface DemoAccount {
  id: string;
  name: string;
  logo?: string;
  isTech?: boolean;
  alwaysDeliverOutside?: boolean;
  trackingTheme?: TrackingTheme;
  trackingEnabled?: boolean;
}

export interface DemoOrder {
  /** externalId of the order, so the demo finds its orders again after a restart. */
  externalId: string;
  country: string;
  /** What the link shows, printed beside it. */
  shows: string;
  account: DemoAccount;
  address: Required<DeliveryAddress>;
  /** Oldest first; the first step is when the order was created. */
  steps: DemoStep[];
  /** Set and confirmed before the parcel left; left out means the page asks for them. */
  preferences?: PreferencesBody;
  promisedInMinutes?: number;
  timeDiffMinutes?: number;
  deliveryWindowInHours?: { from: number; to: number };
  requirements?: { idCheck?: boolean; signature?: boolean; deliveryInPerson?: boolean };
  serviceType?: 'delivery' | 'pickup' | 'delivery_pickup';
  pickupAddress?: DeliveryAddress;
  driver?: DemoDriver;
}
