import type { EtaPoint } from '@tracking/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { LazyEtaHistory } from './lazy-eta-history';

const point = (at: string, arrivalAt: string): EtaPoint => ({
  at,
  arrivalAt,
  cause: 'position',
  stopsBefore: 2,
});

describe('LazyEtaHistory', () => {
  it('loads the history card once there are two estimates', async () => {
    const etaHistory = [
      point('2026-03-03T09:00:00.000Z', '2026-03-03T12:00:00.000Z'),
      point('2026-03-03T10:00:00.000Z', '2026-03-03T12:06:00.000Z'),
    ];
    renderPage(<LazyEtaHistory order={{ etaHistory, timeZone: 'UTC' }} locale="en_GB" />);
    expect(await screen.findByRole('region', { name: 'How the expected time changed' })).toBeVisible();
  });

  it('fetches nothing for an order with one estimate or none', () => {
    const { container } = renderPage(
      <LazyEtaHistory
        order={{
          etaHistory: [point('2026-03-03T09:00:00.000Z', '2026-03-03T12:00:00.000Z')],
          timeZone: 'UTC',
        }}
        locale="en_GB"
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
