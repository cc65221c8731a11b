import type { Order } from '@tracking/core';

/**
 * What a household share link shows of an order: its status, estimate, timeline and live map, under the share
 * id instead of the tracking id (which would give full access). Left out: the street, postal code and the door's
 * coordinates, the recipient's preferences and instructions, the days they may pick, feedback, photos, the
 * doorstep card and the delivery's proof (its place is the door's).
 */
export function shareView(order: Order, shareId: string): Order {
  const { city, country_code } = order.deliveryAddress;
  return {
    ...order,
    trackingId: shareId,
    deliveryAddress: { city, country_code },
    deliveryPreferences: null,
    availableDeliveryDates: [],
    feedback: null,
    events: order.events.map((event) => ({ ...event, imageUrls: [] })),
    shared: true,
    doorstep: null,
    deliveryProof: null,
  };
}
