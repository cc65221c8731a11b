import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markHeard } from '../lib/last-heard';
import { renderPage } from '../test/render';
import { OfflineNotice } from './offline-notice';

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('OfflineNotice', () => {
  it('appears when the browser goes offline and leaves when it is back', () => {
    renderPage(<OfflineNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent("You're offline");
    goOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing of what it last received when it received nothing (an order not kept here)', () => {
    renderPage(<OfflineNotice />);
    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(/^You're offline$/);
  });

  it('says when it last heard from the service, and that it shows what came then', () => {
    markHeard(Date.now());
    renderPage(<OfflineNotice />);
    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(
      /Last update \d\d:\d\d\. We're showing what we last received/,
    );
  });
});
