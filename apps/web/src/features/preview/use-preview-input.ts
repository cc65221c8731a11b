import { useEffect, useRef, useState } from 'react';
import { env } from '../../config/env';
import {
  PREVIEW_APPLIED_MESSAGE,
  PREVIEW_READY_MESSAGE,
  PREVIEW_REJECTED_MESSAGE,
  applyPreviewMessage,
  isFromAllowedParent,
  readPreviewQuery,
  type PreviewInput,
  type PreviewProblem,
} from './preview-input';

export interface PreviewSource {
  input: PreviewInput;
  /** What the address gave that was not used. */
  problems: PreviewProblem[];
  /** Why the dashboard's last message was not used; null once one is. */
  rejected: string | null;
}

/** The embedding window's origin where the browser tells it (Chromium, WebKit), else null. */
function parentOrigin(): string | null {
  if (window.parent === window) return null;
  return window.location.ancestorOrigins?.[0] ?? null;
}

/**
 * The preview's input: from its address first, then from messages of the window embedding it, when that window's
 * origin is one of the configured preview origins (PREVIEW_ORIGINS). Other messages are ignored unanswered; an
 * allowed one is answered applied or rejected (with the reason), and the dashboard is told once the preview
 * listens.
 */
export function usePreviewInput(base: PreviewInput): [PreviewSource, (input: PreviewInput) => void] {
  const [source, setSource] = useState<PreviewSource>(() => ({
    ...readPreviewQuery(window.location.search, base),
    rejected: null,
  }));
  // Messages can come faster than renders: each applies to the input the one before it left.
  const latest = useRef(source.input);

  useEffect(() => {
    const listener = (event: MessageEvent<unknown>) => {
      if (!isFromAllowedParent(event, window.parent, env.previewOrigins)) return;
      const result = applyPreviewMessage(event.data, latest.current);
      if (result.ok) {
        latest.current = result.input;
        setSource({ input: result.input, problems: [], rejected: null });
        window.parent.postMessage({ type: PREVIEW_APPLIED_MESSAGE }, event.origin);
      } else {
        setSource((current) => ({ ...current, rejected: result.message }));
        window.parent.postMessage({ type: PREVIEW_REJECTED_MESSAGE, message: result.message }, event.origin);
      }
    };
    window.addEventListener('message', listener);
    const origin = parentOrigin();
    if (origin && env.previewOrigins.includes(origin)) {
      window.parent.postMessage({ type: PREVIEW_READY_MESSAGE }, origin);
    }
    return () => window.removeEventListener('message', listener);
  }, []);

  const setInput = (input: PreviewInput) => {
    latest.current = input;
    setSource((current) => ({ ...current, input }));
  };
  return [source, setInput];
}
