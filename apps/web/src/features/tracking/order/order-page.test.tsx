import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anOrder } from '@tracking/core/testing';
import { renderPage } from '../../../test/render';
import { OrderPage } from './order-page';

describe('OrderPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-03-03T12:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('leads with the status and the estimate, and names the merchant', () => {
    renderPage(<OrderPage order={anOrder()} locale="en_GB" search="" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Out for delivery' })).toBeInTheDocument();
    expect(screen.getByText('The driver has your parcel and is on the way.')).toBeInTheDocument();
    expect(screen.getByText('Parcel from Nordic Home')).toBeInTheDocument();
    expect(screen.getByTestId('eta-value')).toHaveTextContent('~1h 30m');
    expect(screen.getByText('3 stops before yours')).toBeInTheDocument();
  });

  it('shows the tracking number, the service and what happens at the door', () => {
    renderPage(
      <OrderPage
        order={anOrder({ deliveryRequirements: { idCheck: false, signature: true, deliveryInPerson: true } })}
        locale="en_GB"
        search=""
      />,
    );
    expect(screen.getByTestId('tracking-id')).toHaveTextContent('TRK-7Q2M9X4KD8');
    expect(screen.getByText('Home delivery')).toBeInTheDocument();
    expect(screen.getByTestId('requirement')).toHaveTextContent('Signature required');
  });

  it('links to the live map, keeping the query, only while the driver is on the way', () => {
    const { unmount } = renderPage(<OrderPage order={anOrder()} locale="en_GB" search="?__skip-pref__=1" />);
    expect(screen.getByRole('link', { name: 'Follow the driver on the map' })).toHaveAttribute(
      'href',
      '/TRK-7Q2M9X4KD8/en_GB/live-tracking?__skip-pref__=1',
    );
    unmount();
    renderPage(<OrderPage order={anOrder({ statusCode: 40, stopsBefore: null })} locale="en_GB" search="" />);
    expect(screen.queryByRole('link', { name: 'Follow the driver on the map' })).toBeNull();
  });

  it('says when the map opens instead of linking to it while the merchant keeps the driver hidden', () => {
    const near = (stopsBefore: number | null) =>
      anOrder({
        stopsBefore,
        account: { ...anOrder().account, liveMapMaxStopsBefore: 2 },
      });
    const { unmount } = renderPage(<OrderPage order={near(3)} locale="en_GB" search="" />);
    expect(screen.getByTestId('map-opens-near')).toHaveTextContent(
      'The map opens when the driver is 2 stops away',
    );
    expect(screen.queryByRole('link', { name: 'Follow the driver on the map' })).toBeNull();
    expect(screen.getByText('3 stops before yours')).toBeInTheDocument();
    unmount();
    renderPage(<OrderPage order={near(2)} locale="en_GB" search="" />);
    expect(screen.getByRole('link', { name: 'Follow the driver on the map' })).toBeInTheDocument();
    expect(screen.queryByTestId('map-opens-near')).toBeNull();
  });

  it('shows a shared view without the tracking number or a way to change preferences', () => {
    renderPage(
      <OrderPage
        order={anOrder({
          statusCode: 10,
          shared: true,
          deliveryAddress: { city: 'København N', country_code: 'DK' },
        })}
        locale="en_GB"
        search=""
      />,
    );
    expect(screen.queryByTestId('tracking-id')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Change delivery preferences' })).toBeNull();
    expect(screen.getByText('København N')).toBeInTheDocument();
  });

  it('offers to change preferences only while they can change', () => {
    const { unmount } = renderPage(
      <OrderPage order={anOrder({ statusCode: 10 })} locale="da_DK" search="" />,
    );
    expect(screen.getByRole('link', { name: 'Change delivery preferences' })).toHaveAttribute(
      'href',
      '/TRK-7Q2M9X4KD8/da_DK/preferences',
    );
    unmount();
    renderPage(<OrderPage order={anOrder()} locale="en_GB" search="" />);
    expect(screen.queryByRole('link', { name: 'Change delivery preferences' })).toBeNull();
  });

  it('says when a delivered parcel arrived instead of counting down', () => {
    const events = [...anOrder().events, { statusCode: 91, at: '2026-03-03T11:42:00.000Z', imageUrls: [] }];
    renderPage(<OrderPage order={anOrder({ statusCode: 91, events })} locale="en_GB" search="" />);
    const card = screen.getByTestId('eta-card');
    expect(within(card).getByRole('heading', { name: 'Delivered' })).toBeInTheDocument();
    expect(within(card).getByTestId('eta-value')).toHaveTextContent(/^\d\d:42$/);
    expect(within(card).getByText('Today')).toBeInTheDocument();
  });

  it('links to help and about pages in English for an English reader', () => {
    renderPage(<OrderPage order={anOrder()} locale="en_GB" search="" />);
    expect(screen.getByRole('link', { name: 'Visit the help centre' })).toHaveAttribute(
      'href',
      'https://support.example.com/en/home',
    );
  });
});
