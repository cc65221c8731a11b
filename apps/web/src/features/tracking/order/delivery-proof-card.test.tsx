import { screen } from '@testing-library/react';
import { anOrder } from '@tracking/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render';
import { DeliveryProofCard } from './delivery-proof-card';

const proof = {
  at: '2026-03-03T12:20:00.000Z',
  imageUrls: ['/pod.jpg'],
  location: null,
  metresFromPin: null,
  trail: [],
};
const doorstep = { photoUrl: '/tracking/doorstep/photo?trackingId=x&v=1', lat: 55.7, lng: 12.5 };

describe('DeliveryProofCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is not shown before delivery, nor when the delivery brought neither photo nor place', () => {
    const before = renderPage(<DeliveryProofCard order={anOrder()} locale="en_GB" />);
    expect(before.container).toBeEmptyDOMElement();
    const bare = { ...proof, imageUrls: [] };
    const nothing = renderPage(<DeliveryProofCard order={anOrder({ deliveryProof: bare })} locale="en_GB" />);
    expect(nothing.container).toBeEmptyDOMElement();
  });

  it.each([
    [4, false],
    [50, false],
    [51, true],
  ])('%s m from the pin: the help link shown is %s', (metresFromPin, far) => {
    // The doorstep photo is fetched by the card; it never arrives here.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const order = anOrder({
      deliveryProof: { ...proof, location: { lat: 55.7, lng: 12.5 }, metresFromPin },
      doorstep,
    });
    renderPage(<DeliveryProofCard order={order} locale="en_GB" />);
    expect(screen.getByTestId('proof-distance')).toHaveTextContent(`${metresFromPin} m from your pin`);
    expect(screen.getByRole('img', { name: 'Photo the driver took on delivery' })).toHaveAttribute(
      'src',
      '/pod.jpg',
    );
    expect(screen.queryAllByRole('link', { name: 'get help here' })).toHaveLength(far ? 1 : 0);
  });
});
