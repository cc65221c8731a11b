import { isOrder, SERVICE_PATHS, type Order } from '@tracking/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orderQueryKey, reloadIfOrderGone } from '../../../lib/order-query-key';
import { isTooLate } from './save-preferences';

/** What the card sends: the pin, and a new photo (left out to move the pin only). */
export interface DoorstepChange {
  lat: number;
  lng: number;
  photo?: File | undefined;
}

const doorstepPath = (trackingId: string) =>
  `${SERVICE_PATHS.doorstep}?${new URLSearchParams({ trackingId }).toString()}`;

/** PUT /tracking/doorstep?trackingId=… (multipart): sets, replaces or moves the card; answers the order. */
export function putDoorstep(trackingId: string, change: DoorstepChange): Promise<Order> {
  const form = new FormData();
  form.set('lat', change.lat.toFixed(7));
  form.set('lng', change.lng.toFixed(7));
  if (change.photo) form.set('photo', change.photo);
  return apiRequest(doorstepPath(trackingId), { method: 'PUT', form, isPayload: isOrder });
}

/** DELETE /tracking/doorstep?trackingId=…: removes the card; answers the order. */
export function deleteDoorstep(trackingId: string): Promise<Order> {
  return apiRequest(doorstepPath(trackingId), { method: 'DELETE', isPayload: isOrder });
}

/**
 * Changes the card (a change, or null to remove it). The answer replaces the cached order; a 409 loads the
 * order again to show why, and a forbidden or expired answer turns the page into the app prompt.
 */
export function useChangeDoorstep(trackingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: DoorstepChange | null) =>
      change ? putDoorstep(trackingId, change) : deleteDoorstep(trackingId),
    onSuccess: (order) => queryClient.setQueryData(orderQueryKey(trackingId), order),
    onError: (error) => {
      if (isTooLate(error)) void queryClient.invalidateQueries({ queryKey: orderQueryKey(trackingId) });
      reloadIfOrderGone(queryClient, trackingId, error);
    },
  });
}
