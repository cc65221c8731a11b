import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCREEN_QUERIES } from '../../config/screens';
import { matchMediaQuery, renderPage } from '../../test/render';
import { NotFoundPage } from './not-found-page';

const PHONE = SCREEN_QUERIES.mobile;
const TABLET = SCREEN_QUERIES.tablet;

describe('NotFoundPage', () => {
  it.each([undefined, null, 'order_not_found', 'internal'] as const)('is the generic page for %s', (code) => {
    matchMediaQuery(null);
    renderPage(<NotFoundPage code={code} />);
    expect(screen.getByRole('heading', { name: "We can't find this parcel" })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get the app' })).toBeNull();
  });

  it.each(['forbidden', 'order_expired'] as const)('offers the app on a phone for %s', (code) => {
    matchMediaQuery(PHONE);
    renderPage(<NotFoundPage code={code} />);
    expect(screen.getByRole('heading', { name: 'Follow your parcel in the app' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get the app' })).toHaveAttribute(
      'href',
      'https://example.com/get-the-app',
    );
    expect(screen.queryByRole('img', { name: 'QR code to download the app' })).toBeNull();
  });

  it('tells a connection blocked for too many unknown links to wait and open its link again', () => {
    matchMediaQuery(null);
    renderPage(<NotFoundPage code="too_many_requests" />);
    expect(screen.getByRole('heading', { name: 'Too many attempts' })).toBeInTheDocument();
    expect(
      screen.getByText(/Wait a few minutes, then open the link in your message again/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "We can't find this parcel" })).toBeNull();
  });

  it('shows a QR code with an accessible name on a larger screen', () => {
    matchMediaQuery(null);
    renderPage(<NotFoundPage code="order_expired" />);
    expect(screen.getByRole('img', { name: 'QR code to download the app' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get the app' })).toBeNull();
  });

  it('gives a tablet both the button and the QR code, with a hint for either', () => {
    matchMediaQuery(TABLET);
    renderPage(<NotFoundPage code="forbidden" />);
    expect(screen.getByRole('link', { name: 'Get the app' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code to download the app' })).toBeInTheDocument();
    expect(screen.getByText(/Tap the button to get the app on this device/)).toBeInTheDocument();
  });
});
