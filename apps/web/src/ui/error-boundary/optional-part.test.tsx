import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../../lib/chunk-reload';
import { renderPage } from '../../test/render';
import { OptionalPart } from './optional-part';

/** Throws what `failure()` gives while it gives something, else shows the part. */
function Part({ failure }: { failure: () => unknown }) {
  const error = failure();
  if (error) throw error;
  return <p>The part</p>;
}

/** The page's own boundary, standing in for the route's. */
class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>The page failed</p> : this.props.children;
  }
}

describe('OptionalPart', () => {
  it('shows a chunk that failed in its place, with the rest of the page, and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failure: unknown = new ChunkLoadError(new TypeError('Failed to fetch dynamically imported module'));
    renderPage(
      <PageBoundary>
        <p>The rest</p>
        <OptionalPart>
          <Part failure={() => failure} />
        </OptionalPart>
      </PageBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("This part of the page didn't load.");
    expect(screen.getByText('The rest')).toBeInTheDocument();
    failure = null;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('The part')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("passes any other error on to the page's boundary", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(
      <PageBoundary>
        <OptionalPart>
          <Part failure={() => new Error('a bug')} />
        </OptionalPart>
      </PageBoundary>,
    );
    expect(await screen.findByText('The page failed')).toBeInTheDocument();
  });
});
