import { useEffect, useRef, useState } from 'react';

/**
 * The text once it has stopped changing for delayMs; empty until it first changes, so nothing is announced
 * when a page opens. Feeds a polite live region without a message per keystroke.
 */
export function useSettledText(text: string, delayMs: number): string {
  const [settled, setSettled] = useState('');
  const initial = useRef(text);
  const changed = useRef(false);
  useEffect(() => {
    if (!changed.current && text === initial.current) return;
    changed.current = true;
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}
