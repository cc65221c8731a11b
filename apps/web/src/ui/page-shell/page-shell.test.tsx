import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageSection, PageShell } from './page-shell';
import { PageHeader } from './page-header';

describe('PageShell', () => {
  it('offers a skip link to the main content', () => {
    render(
      <PageShell header={<PageHeader merchantName="Acme" logoUrl={null} />} skipLinkLabel="Skip to content">
        <p>content</p>
      </PageShell>,
    );
    const main = screen.getByRole('main');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', `#${main.id}`);
    expect(screen.getByRole('banner')).toHaveTextContent('Acme');
  });

  it('sets theme colours as custom properties and removes them when they go', () => {
    const { rerender } = render(
      <PageShell header={null} skipLinkLabel="Skip" cssVariables={{ '--brand-primary': '#112233' }}>
        <p>content</p>
      </PageShell>,
    );
    const root = screen.getByRole('main').parentElement as HTMLElement;
    expect(root.style.getPropertyValue('--brand-primary')).toBe('#112233');
    rerender(
      <PageShell header={null} skipLinkLabel="Skip">
        <p>content</p>
      </PageShell>,
    );
    expect(root.style.getPropertyValue('--brand-primary')).toBe('');
  });
});

describe('PageSection', () => {
  it('is a region named by its title', () => {
    render(
      <PageSection id="details" title="Delivery details">
        <p>Nørrebrogade 12</p>
      </PageSection>,
    );
    expect(screen.getByRole('region', { name: 'Delivery details' })).toHaveTextContent('Nørrebrogade 12');
  });
});
