import type { APIRequestContext } from '@playwright/test';
import type { AddEventBody, CreateOrderBody, DeliveryAddress, Order, PositionBody } from '@tracking/core';
import { ingestOrderBody } from '@tracking/core/testing';
import { E2E_INGEST_KEY } from './servers';

/** What POST /ingest/orders accepts (core's contract); every field but the address has a default. */
export type OrderInput = Partial<CreateOrderBody>;

/** A postal address; lat and lng put it on the live map. */
export type Address = DeliveryAddress;

/** A driver's reported position, as POST /ingest/drivers/{id}/positions takes it; `at` defaults to now here. */
export type Position = Omit<PositionBody, 'at'> & { at?: string };

export const COPENHAGEN = {
  streetAddress: 'Nørrebrogade 12',
  postalCode: '2200',
  city: 'København N',
  country_code: 'DK',
};

/** Minutes from now as an ISO time. */
export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** The provider's side of the service: creates and changes orders through the real ingest API. */
export class Ingest {
  constructor(
    private readonly request: APIRequestContext,
    private readonly baseUrl: string,
    /** The service's notion of now (a ServiceProcess's `now` when its clock is set), for the times sent. */
    readonly now: () => Date = () => new Date(),
  ) {}

  /** `minutes` after the service's now, as an ISO time. */
  minutesFromNow(minutes: number): string {
    return new Date(this.now().getTime() + minutes * 60_000).toISOString();
  }

  private async send<T>(method: 'POST' | 'PATCH' | 'PUT', path: string, data: unknown): Promise<T> {
    const response = await this.request.fetch(`${this.baseUrl}${path}`, {
      method,
      data,
      headers: { authorization: `Bearer ${E2E_INGEST_KEY}` },
    });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { payload: T }).payload;
  }

  createOrder(input: OrderInput = {}): Promise<Order> {
    return this.send(
      'POST',
      '/ingest/orders',
      ingestOrderBody({
        accountId: 'nordic-home',
        account: { name: 'Nordic Home' },
        deliveryAddress: COPENHAGEN,
        ...input,
      }),
    );
  }

  updateOrder(trackingId: string, patch: Record<string, unknown>): Promise<Order> {
    return this.send('PATCH', `/ingest/orders/${trackingId}`, patch);
  }

  addEvent(trackingId: string, event: AddEventBody): Promise<Order> {
    return this.send('POST', `/ingest/orders/${trackingId}/events`, event);
  }

  /** Where a driver is now (each position's `at` defaults to the service's now). */
  postPositions(driverId: string, positions: Position[]): Promise<unknown> {
    const at = this.now().toISOString();
    return this.send('POST', `/ingest/drivers/${driverId}/positions`, {
      positions: positions.map((position) => ({ at, ...position })),
    });
  }

  /** Forgets the recipient: the link answers Forbidden from then on, and live updates say unauthorized. */
  /** Creates or changes a merchant account, such as switching its tracking off. */
  putAccount(accountId: string, account: { name: string; trackingEnabled?: boolean }): Promise<unknown> {
    return this.send('PUT', `/ingest/accounts/${accountId}`, account);
  }

  anonymise(trackingId: string): Promise<unknown> {
    return this.send('POST', `/ingest/orders/${trackingId}/anonymise`, undefined);
  }

  /** Replaces a driver's stops, in driving order (the page then shows how many stops come first). */
  putRoute(driverId: string, trackingIds: string[]): Promise<unknown> {
    return this.send('PUT', `/ingest/drivers/${driverId}/route`, {
      stops: trackingIds.map((trackingId) => ({ trackingId })),
    });
  }

  /** The recipient confirming preferences through the public API, as the preferences page will. */
  async confirmPreferences(trackingId: string): Promise<void> {
    const response = await this.request.post(
      `${this.baseUrl}/tracking/preferences?trackingId=${trackingId}`,
      {
        data: { deliveryPreference: 30 },
      },
    );
    if (!response.ok()) throw new Error(`preferences: ${response.status()} ${await response.text()}`);
  }

  /** The recipient setting the doorstep card through the public API, as the preferences page does. */
  async setDoorstep(trackingId: string, photo: Buffer, pin: { lat: number; lng: number }): Promise<void> {
    const response = await this.request.put(`${this.baseUrl}/tracking/doorstep?trackingId=${trackingId}`, {
      multipart: {
        photo: { name: 'door.jpg', mimeType: 'image/jpeg', buffer: photo },
        lat: String(pin.lat),
        lng: String(pin.lng),
      },
    });
    if (!response.ok()) throw new Error(`doorstep: ${response.status()} ${await response.text()}`);
  }

  /** A webhook endpoint for the given events of one account: its id and signing secret. */
  addWebhookEndpoint(body: { url: string; events: string[]; accountId: string }) {
    return this.send<{ id: string; secret: string }>('POST', '/ingest/webhooks/endpoints', body);
  }

  /** The provider's answer to the order's open dispute. */
  resolveDispute(trackingId: string, body: { outcome: string; message: string }): Promise<unknown> {
    return this.send('POST', `/ingest/orders/${trackingId}/dispute/resolution`, body);
  }

  /** The order as its recipient reads it (GET /tracking/). */
  async track(trackingId: string): Promise<Order> {
    const response = await this.request.get(`${this.baseUrl}/tracking/?trackingId=${trackingId}`);
    if (!response.ok()) throw new Error(`track: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { payload: Order }).payload;
  }
}
