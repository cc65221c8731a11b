import { isRecord, SERVICE_PATHS, type ShareLink } from '@tracking/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiRequest } from '../../../lib/api-client';

const isShareLink = (value: unknown): value is ShareLink =>
  isRecord(value) &&
  typeof value.shareId === 'string' &&
  typeof value.url === 'string' &&
  (value.expiresAt === null || typeof value.expiresAt === 'string');
const isShareLinkList = (value: unknown): value is ShareLink[] =>
  Array.isArray(value) && value.every(isShareLink);

const sharePath = (query: Record<string, string>) =>
  `${SERVICE_PATHS.share}?${new URLSearchParams(query).toString()}`;

const shareLinksKey = (trackingId: string) => ['share-links', trackingId] as const;

/** GET /tracking/share: the order's share links, oldest first; loaded while the dialog is open. */
export function useShareLinks(trackingId: string, enabled: boolean) {
  return useQuery({
    queryKey: shareLinksKey(trackingId),
    queryFn: ({ signal }) => apiRequest(sharePath({ trackingId }), { isPayload: isShareLinkList, signal }),
    enabled,
  });
}

/** POST makes a link (409 past five), DELETE revokes one; the list is read again after either. */
export function useShareLinkChanges(trackingId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: shareLinksKey(trackingId) });
  const create = useMutation({
    // An empty JSON object: every call is JSON (a cross-site form cannot send one), and an empty JSON body is refused.
    mutationFn: () =>
      apiRequest(sharePath({ trackingId }), { method: 'POST', body: {}, isPayload: isShareLink }),
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: (shareId: string) => apiDelete(sharePath({ trackingId, shareId })),
    onSettled: refresh,
  });
  return { create, revoke };
}
