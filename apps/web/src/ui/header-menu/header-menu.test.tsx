import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HeaderMenu } from './header-menu';

const links = [
  { href: 'https://help.example.com/da/home', label: 'Hjælp' },
  { href: 'https://www.example.com/da/about-us', label: 'Om os' },
];

describe('HeaderMenu', () => {
  it('names its navigation and lists the links', () => {
    render(<HeaderMenu label="Menu" links={links} />);
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(nav).getByRole('link', { name: 'Hjælp' })).toHaveAttribute('href', links[0]?.href);
  });

  it('opens the condensed menu and closes it on Escape, returning focus', async () => {
    render(<HeaderMenu label="Menu" links={links} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('link', { name: 'Om os' })).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when the recipient clicks elsewhere', async () => {
    render(
      <>
        <HeaderMenu label="Menu" links={links} />
        <p>Elsewhere</p>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
