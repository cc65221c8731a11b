import { mergeLiveMessage, type LiveUpdate } from '@tracking/core';

/**
 * The live updates merged into an order's cache while a request for the order is under way. The socket and the
 * request race: an answer read by the service before an update may arrive after it, and would put the older
 * estimate back for good. The updates noted meanwhile are merged into the answer again (merging is idempotent),
 * so an answer never undoes what the socket said.
 */
interface Journal {
  updates: LiveUpdate[];
  requests: number;
}

const journals = new Map<string, Journal>();

/** Notes an update merged into the order's cache; kept only while a request for the order is under way. */
export function noteLiveUpdate(trackingId: string, update: LiveUpdate): void {
  journals.get(trackingId)?.updates.push(update);
}

/** Runs a request for the order and merges the live updates that arrived meanwhile into its answer. */
export async function withLiveUpdates<T extends object>(
  trackingId: string,
  request: () => Promise<T>,
): Promise<T> {
  const journal = journals.get(trackingId) ?? { updates: [], requests: 0 };
  journals.set(trackingId, journal);
  journal.requests += 1;
  const from = journal.updates.length;
  try {
    const answer = await request();
    return journal.updates.slice(from).reduce<T>((order, update) => mergeLiveMessage(order, update), answer);
  } finally {
    journal.requests -= 1;
    if (journal.requests === 0) journals.delete(trackingId);
  }
}
