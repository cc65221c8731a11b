import { useLayoutEffect, type RefObject } from 'react';

/**
 * Sets CSS custom properties on an element through the CSSOM. Unlike inline style text this works under a
 * Content-Security-Policy without 'unsafe-inline', and a value can never add another declaration.
 */
export function useCssVariables(ref: RefObject<HTMLElement | null>, variables: Record<string, string>) {
  const key = JSON.stringify(variables);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const entries = Object.entries(JSON.parse(key) as Record<string, string>);
    for (const [name, value] of entries) element.style.setProperty(name, value);
    return () => {
      for (const [name] of entries) element.style.removeProperty(name);
    };
  }, [ref, key]);
}
