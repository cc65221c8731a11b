import type { EtaPoint } from '@tracking/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { EtaHistory } from './eta-history';

/** Times in the delivery address's zone (Helsinki, UTC+2 in March), so the page's HH:mm reads as written here. */
const ZONE = 'Europe/Helsinki';
const local = (hhmm: string) => new Date(`2026-03-03T${hhmm}:00+02:00`).toISOString();
const point = (at: string, arrival: string, changes: Partial<EtaPoint> = {}): EtaPoint => ({
  at: local(at),
  arrivalAt: local(arrival),
  cause: 'position',
  stopsBefore: 5,
  ...changes,
});

const history = [
  point('09:05', '13:10', { cause: 'route' }),
  point('10:00', '13:10'),
  point('11:40', '13:22', { stopsBefore: 6 }),
];

describe('EtaHistory', () => {
  it('says where the estimate is now, where it started, and why it last moved', () => {
    renderPage(<EtaHistory order={{ etaHistory: history, timeZone: ZONE }} locale="en_GB" />);
    const section = screen.getByRole('region', { name: 'How the expected time changed' });
    expect(section).toHaveTextContent('Latest estimate: around 13:22');
    expect(section).toHaveTextContent('12 min later');
    expect(section).toHaveTextContent('First estimate at 09:05: around 13:10.');
    expect(section).toHaveTextContent(
      "Changed at 11:40 (12 min later). A stop was added to the driver's route before yours.",
    );
  });

  it('gives screen readers every estimate in a table', () => {
    renderPage(<EtaHistory order={{ etaHistory: history, timeZone: ZONE }} locale="en_GB" />);
    const table = screen.getByRole('table', { name: 'Expected arrival, estimate by estimate' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Estimated at', 'Expected around', 'What changed'],
      ['09:05', '13:10', 'First estimate'],
      ['10:00', '13:10', 'Unchanged'],
      ['11:40', '13:22', "A stop was added to the driver's route before yours."],
    ]);
  });

  it('folds the chart and its table away, and opens them again', async () => {
    renderPage(<EtaHistory order={{ etaHistory: history, timeZone: ZONE }} locale="en_GB" />);
    await userEvent.click(screen.getByRole('button', { name: 'Hide chart' }));
    expect(screen.getByRole('button', { name: 'Show chart' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show chart' }));
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it("says how often the merchant's windows held, only when the service gives a record", () => {
    const record = { kept: 0.8712, deliveries: 1204, days: 30 };
    const { unmount } = renderPage(
      <EtaHistory order={{ etaHistory: history, timeZone: ZONE, etaRecord: record }} locale="en_GB" />,
    );
    expect(screen.getByTestId('eta-record')).toHaveTextContent(
      "This merchant's windows were kept for 87% of 1,204 deliveries in the last 30 days",
    );
    unmount();
    renderPage(
      <EtaHistory order={{ etaHistory: history, timeZone: ZONE, etaRecord: null }} locale="en_GB" />,
    );
    expect(screen.queryByTestId('eta-record')).not.toBeInTheDocument();
  });

  it('shows nothing before the engine has made two estimates', () => {
    const { container } = renderPage(
      <EtaHistory order={{ etaHistory: [history[0] as EtaPoint], timeZone: ZONE }} locale="en_GB" />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
