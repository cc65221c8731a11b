const CONTROL = 'input:not([disabled]), textarea:not([disabled])';

/**
 * After a failed submit: focuses the first invalid field inside the container (in a radio group its chosen
 * option), which scrolls it into view, so an error that appeared out of sight (above a phone's fold) is found.
 * Without an invalid field, the form's alert is scrolled into view instead.
 */
export function focusFirstInvalid(container: HTMLElement | null) {
  if (!container) return;
  const field = [...container.querySelectorAll('[data-invalid]')].find((element) =>
    element.querySelector(CONTROL),
  );
  const control =
    field?.querySelector<HTMLElement>('input:checked:not([disabled])') ??
    field?.querySelector<HTMLElement>(CONTROL);
  if (control) control.focus();
  else container.querySelector('[role="alert"]')?.scrollIntoView({ block: 'center' });
}
