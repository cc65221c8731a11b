import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useHydrated } from './use-hydrated';

/** A form's fields as they stand: what each would send, and which fields it has. */
export interface FormFields {
  /** What a named field sends (a radio group's chosen value, a ticked box's value); null when it sends nothing. */
  value(name: string): string | null;
  has(name: string): boolean;
}

/**
 * What a recipient chose or typed in a server-rendered form before the page's script ran. Hydration leaves the
 * fields as they stand, but the next render puts the component's own state back into them, so the choice would
 * be lost. Calls `take` once, right after hydration, with the form's fields, for the component to adopt them;
 * never after a render in the browser alone (nothing could be typed before it).
 */
export function useFieldsAtHydration(
  form: RefObject<HTMLFormElement | null>,
  take: (fields: FormFields) => void,
): void {
  const hydrating = !useHydrated();
  const first = useRef({ hydrating, take });
  useLayoutEffect(() => {
    const element = form.current;
    if (!first.current.hydrating || !element) return;
    const data = new FormData(element);
    first.current.take({
      value: (name) => {
        const value = data.get(name);
        return typeof value === 'string' ? value : null;
      },
      has: (name) => element.elements.namedItem(name) !== null,
    });
  }, [form]);
}
