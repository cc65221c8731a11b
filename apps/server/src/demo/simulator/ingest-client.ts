/** Position as the ingest API takes it. */
export interface IngestPosition {
  lat: number;
  lng: number;
  heading: number;
  /** Metres per second. */
  speed: number;
  at: string;
}

/** The few ingest calls the demo driver makes, over HTTP like the provider's own systems. */
export class IngestClient {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
  ) {}

  postPositions(driverId: string, positions: IngestPosition[]): Promise<void> {
    return this.call('POST', `/ingest/drivers/${encodeURIComponent(driverId)}/positions`, { positions });
  }

  putRoute(driverId: string, trackingIds: readonly string[]): Promise<void> {
    const stops = trackingIds.map((trackingId) => ({ trackingId }));
    return this.call('PUT', `/ingest/drivers/${encodeURIComponent(driverId)}/route`, { stops });
  }

  patchOrder(trackingId: string, patch: { statusCode?: number; promisedTime?: string }): Promise<void> {
    return this.call('PATCH', `/ingest/orders/${encodeURIComponent(trackingId)}`, patch);
  }

  private async call(method: string, path: string, body: unknown): Promise<void> {
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: { authorization: `Bearer ${this.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
  }
}
