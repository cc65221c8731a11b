import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOrder } from '@tracking/core/testing';
import { renderPage } from '../../test/render';
import { TrackingShell } from './tracking-shell';

const theme = {
  topSectionBackgroundColor: '#1B1F3B',
  topSectionFontColor: '#FFFFFF',
  secondaryBorderColor: '#6C4DF6',
  secondaryFontColor: '#4B2FD1',
  primaryBackgroundColor: '#6C4DF6',
  primaryFontColor: '#FFFFFF',
};

function shellRoot() {
  return screen.getByRole('main').parentElement as HTMLElement;
}

describe('TrackingShell', () => {
  it("applies the merchant's colours as custom properties when the theme is on", () => {
    const account = { ...anOrder().account, hasCustomTrackingTheme: true, trackingTheme: theme };
    renderPage(
      <TrackingShell order={anOrder({ account })} locale="en_GB" mapView={false}>
        <p>page</p>
      </TrackingShell>,
    );
    expect(shellRoot().style.getPropertyValue('--brand-primary')).toBe('#6C4DF6');
    expect(shellRoot().style.getPropertyValue('--brand-subtle')).toBe('#6C4DF60A');
    expect(shellRoot().style.getPropertyValue('--brand-top-background')).toBe('#1B1F3B');
  });

  it('keeps the default teal when the theme is off', () => {
    const account = { ...anOrder().account, hasCustomTrackingTheme: false, trackingTheme: theme };
    renderPage(
      <TrackingShell order={anOrder({ account })} locale="en_GB" mapView={false}>
        <p>page</p>
      </TrackingShell>,
    );
    expect(shellRoot().style.getPropertyValue('--brand-primary')).toBe('#037E8C');
    expect(shellRoot().style.getPropertyValue('--brand-top-background')).toBe('');
  });

  it('shows a safe logo and never an unsafe one', () => {
    const safe = { ...anOrder().account, logo: 'https://cdn.example.com/logo.svg' };
    const { unmount } = renderPage(
      <TrackingShell order={anOrder({ account: safe })} locale="en_GB" mapView={false}>
        <p>page</p>
      </TrackingShell>,
    );
    expect(screen.getByRole('img', { name: 'Nordic Home' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/logo.svg',
    );
    unmount();
    const unsafe = { ...anOrder().account, logo: 'javascript:alert(1)' };
    renderPage(
      <TrackingShell order={anOrder({ account: unsafe })} locale="en_GB" mapView={false}>
        <p>page</p>
      </TrackingShell>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Nordic Home')).toBeInTheDocument();
  });

  it('offers all nine languages with the current one chosen', () => {
    renderPage(
      <TrackingShell order={anOrder()} locale="en_GB" mapView={false}>
        <p>page</p>
      </TrackingShell>,
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en_GB');
    expect(screen.getAllByRole('option')).toHaveLength(9);
  });

  it('locks page scrolling in map view', () => {
    const { unmount } = renderPage(
      <TrackingShell order={anOrder()} locale="en_GB" mapView>
        <p>map</p>
      </TrackingShell>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
