/** The cache key of an order: the tracking feature loads it there and the live socket merges updates into it. */
export const orderQueryKey = (trackingId: string) => ['order', trackingId] as const;
