import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { focusFirstInvalid } from './focus-first-invalid';

describe('focusFirstInvalid', () => {
  it('focuses the first enabled control of the first invalid field', () => {
    const { container } = render(
      <form>
        <input aria-label="Name" />
        <div data-invalid="true">
          <input aria-label="Locked" disabled />
          <input aria-label="Code" />
        </div>
        <div data-invalid="true">
          <textarea aria-label="Notes" />
        </div>
      </form>,
    );
    focusFirstInvalid(container.querySelector('form'));
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus();
  });

  it('focuses the chosen option of an invalid radio group', () => {
    const { container } = render(
      <form>
        <div data-invalid="true" role="radiogroup" aria-label="At the door">
          <input type="radio" name="door" aria-label="Knock" />
          <input type="radio" name="door" aria-label="Ring" defaultChecked />
        </div>
      </form>,
    );
    focusFirstInvalid(container.querySelector('form'));
    expect(screen.getByRole('radio', { name: 'Ring' })).toHaveFocus();
  });

  it("scrolls the form's alert into view when no field is invalid", () => {
    const { container } = render(
      <form>
        <div role="alert">Not sent</div>
        <input aria-label="Name" />
      </form>,
    );
    const scrollIntoView = vi.fn();
    screen.getByRole('alert').scrollIntoView = scrollIntoView;
    focusFirstInvalid(container.querySelector('form'));
    expect(scrollIntoView).toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveFocus();
  });
});
