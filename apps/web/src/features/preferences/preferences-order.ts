import type { Order } from '@tracking/core';

/** What the preferences page is given (spec section 2); the country code is in the delivery address. */
export type PreferencesOrder = Pick<
  Order,
  | 'trackingId'
  | 'statusCode'
  | 'deliveryAddress'
  | 'deliveryPreferences'
  | 'deliveryRequirements'
  | 'atTheDoor'
  | 'hasConfirmedPreferences'
  | 'serviceType'
  | 'account'
  | 'promisedTime'
  | 'availableDeliveryDates'
  | 'deliveryDate'
  | 'doorstep'
  | 'timeZone'
>;
