import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anOrder } from '@tracking/core/testing';
import { renderPage } from '../../../test/render';
import { Timeline } from './timeline';

const now = new Date('2026-03-03T12:00:00.000Z');
const at = (hour: number) => `2026-03-03T${String(hour).padStart(2, '0')}:00:00.000Z`;

describe('Timeline', () => {
  it('lists reached steps, marks the current one and shows what is ahead', () => {
    renderPage(<Timeline order={anOrder()} locale="en_GB" now={now} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Completed: Parcel received',
      'Current step: Out for delivery',
      'Expected: Delivered',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: 'Expand' })).toBeNull();
  });

  it('folds a long history and expands and collapses it', async () => {
    const events = [0, 10, 20, 30, 40, 80].map((statusCode, index) => ({
      statusCode,
      at: at(6 + index),
      imageUrls: [],
    }));
    renderPage(<Timeline order={anOrder({ events })} locale="en_GB" now={now} />);
    expect(screen.getByText('3 earlier updates')).toBeInTheDocument();
    expect(screen.queryByText(/Order created/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Expand' }));
    expect(screen.getByText(/Order created/)).toBeInTheDocument();
    const collapse = screen.getByRole('button', { name: 'Collapse' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(collapse);
    expect(screen.queryByText(/Order created/)).toBeNull();
  });

  it('opens a proof-of-delivery photo in a dialog that closes on Escape', async () => {
    const events = [{ statusCode: 91, at: at(11), imageUrls: ['https://img.example.com/door.jpg'] }];
    renderPage(<Timeline order={anOrder({ statusCode: 91, events })} locale="en_GB" now={now} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open proof-of-delivery photo 1' }));
    // The dialog's chunk loads on first use; on a busy machine that takes more than the default second.
    const dialog = await screen.findByRole('dialog', { name: 'Proof of delivery' }, { timeout: 5000 });
    expect(within(dialog).getByRole('img', { name: 'Proof-of-delivery photo 1' })).toHaveAttribute(
      'src',
      'https://img.example.com/door.jpg',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists several facts of a step as a list, one as a line', () => {
    const events = [
      { statusCode: 81, at: at(9), imageUrls: [] },
      { statusCode: 91, at: at(11), imageUrls: [] },
    ];
    const deliveryPreferences = {
      deliveryPreference: 20 as const,
      deliverInPerson: false,
      instructions: 'Behind the bin',
    };
    renderPage(
      <Timeline order={anOrder({ statusCode: 91, events, deliveryPreferences })} locale="en_GB" now={now} />,
    );
    const step = screen
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Left at your door'));
    const facts = within(step as HTMLElement).getByRole('list');
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Place: at your door', 'Your message to the driver: Behind the bin']);
    cleanup();

    renderPage(
      <Timeline order={anOrder({ statusCode: 81, events: events.slice(0, 1) })} locale="en_GB" now={now} />,
    );
    // The fixture's window, 13:00–15:00 UTC, as the clock at its Copenhagen address reads it (UTC+1 in March).
    expect(screen.getByText('Delivery window 14:00–16:00')).toBeInTheDocument();
  });

  it('offers another day on a failed attempt where days are offered, and links to the day choice', () => {
    const events = [{ statusCode: 92, at: at(11), imageUrls: [] }];
    const order = anOrder({ statusCode: 92, events, availableDeliveryDates: ['2026-03-05'] });
    renderPage(<Timeline order={order} locale="en_GB" now={now} search="?a=b" />);
    expect(screen.getByRole('link', { name: 'Choose another day' })).toHaveAttribute(
      'href',
      `/${order.trackingId}/en_GB/preferences?a=b#delivery-day`,
    );
  });

  it('opens the proof-of-delivery photo from the step action "View photo"', async () => {
    const events = [{ statusCode: 91, at: at(11), imageUrls: ['https://img.example.com/door.jpg'] }];
    renderPage(<Timeline order={anOrder({ statusCode: 91, events })} locale="en_GB" now={now} />);
    await userEvent.click(screen.getByRole('button', { name: 'View photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proof of delivery' }, { timeout: 5000 });
    expect(within(dialog).getByRole('img', { name: 'Proof-of-delivery photo 1' })).toBeInTheDocument();
  });
});
