import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon';

describe('Icon', () => {
  it('is hidden from screen readers and cannot take focus', () => {
    const { container } = render(<Icon name="info" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
  });

  it('draws status icons in a circle and plain strokes bare', () => {
    const { container, rerender } = render(<Icon name="error" size={16} />);
    expect(container.querySelector('circle')).not.toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('width', '16');
    rerender(<Icon name="close" />);
    expect(container.querySelector('circle')).toBeNull();
  });
});
