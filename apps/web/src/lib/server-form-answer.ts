import { createContext, useContext, useMemo } from 'react';
import type { ErrorCode } from '@tracking/core';
import { ApiError, type FieldErrorEntry } from './api-client';

/**
 * How the service answered a form posted without scripts (the preferences form as a plain HTML form): the
 * page it renders again shows the refusal by the fields, as the page does after its own request.
 */
export interface ServerFormAnswer {
  status: number;
  code: ErrorCode;
  message: string;
  errors: FieldErrorEntry[];
  /** What the form sent in its own fields: the form shows it again, so nothing typed is lost. */
  fields?: Record<string, string>;
}

export const ServerFormAnswerContext = createContext<ServerFormAnswer | null>(null);

/** The refusal of the form the server rendered this page for, as the error the page's own request would give. */
export function useServerFormError(): ApiError | null {
  const answer = useContext(ServerFormAnswerContext);
  return useMemo(
    () => (answer ? new ApiError(answer.message, answer.status, answer.errors, answer.code) : null),
    [answer],
  );
}

/** What the form the server answered had sent, by field name, or null on a page that answers no form. */
export function useServerFormFields(): Record<string, string> | null {
  return useContext(ServerFormAnswerContext)?.fields ?? null;
}
