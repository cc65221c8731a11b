import {
  FEEDBACK_SENT_FLAG,
  PAGE_FORM_PATHS,
  TRACKING_ID_PATTERN,
  isSupportedLocale,
  type ErrorCode,
} from '@tracking/core';
import { feedbackBodySchema, preferencesBodySchema } from '@tracking/core/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldErrorsFromZod, routeNotFound } from '../../platform/http/errors';
import { invalidRequest, Outcome } from '../../platform/outcomes/outcome';
import { PUBLIC_BODY_LIMIT_BYTES } from '../../platform/http/public-route-schema';
import type { AppInstance } from '../../platform/http/zod-provider';
import { GUARDS_TRACKING_PAGE } from '../../platform/security/enumeration-guard';
import type { RouteBudget } from '../../platform/security/write-budget';
import { FEEDBACK_FORM_FIELDS, feedbackFromForm } from './feedback-form';
import { formAnswerOf } from './form-answer';
import { pagesCharter } from './pages-charter';
import { PREFERENCES_FORM_FIELDS, preferencesFromForm } from './preferences-form';
import type { FormAnswer } from './server-render';

export interface PageParams {
  trackingId: string;
  lang?: string;
}

/** Renders the page at the request's address (tracking-pages.ts): after a form, `posted`, with its refusal. */
export type PageAnswer = (
  request: FastifyRequest<{ Params: PageParams }>,
  reply: FastifyReply,
  rest: string,
  options?: { posted?: boolean; formAnswer?: FormAnswer | null },
) => Promise<FastifyReply>;

/** Refusals a form shows by its fields (bad input, too late to change); any other is its link's page. */
const FORM_REFUSALS = new Set<ErrorCode>(['invalid_request', 'conflict']);

const TRACKING_ID = `:trackingId(${TRACKING_ID_PATTERN.source})`;

/** One form posted without scripts: its fields, how they become the JSON route's body, and what saves it. */
interface PageForm<Body> {
  /** The page it posts to and comes back to on a refusal: what follows /{trackingId}/{lang}/ ('' the order page). */
  page: string;
  budget: RouteBudget;
  fields: readonly string[];
  fromForm: (fields: URLSearchParams) => Record<string, unknown>;
  schema: z.ZodType<Body>;
  save: (trackingId: string, body: Body) => Promise<unknown>;
  /** The query of the page a save goes on to ('' for none). */
  after: string;
}

/**
 * The page's forms as a browser posts them without scripts (application/x-www-form-urlencoded): the same schema
 * and domain call as the JSON routes, and the same budgets. A save goes on to the order page (303); a refusal
 * by its fields renders the form's page again with it and what was typed; a link that shows no order (or a
 * share id, which changes nothing) gets the page its address shows.
 */
export async function registerPageForms(app: AppInstance, scope: FastifyInstance, answer: PageAnswer) {
  // Only here: a browser's plain form. Every other route keeps answering 415 to it.
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: PUBLIC_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, new URLSearchParams(String(body))),
  );
  const forms = [
    accepting(app, answer, {
      page: PAGE_FORM_PATHS.preferences,
      budget: pagesCharter.budgets.preferencesForm,
      fields: PREFERENCES_FORM_FIELDS,
      fromForm: preferencesFromForm,
      schema: preferencesBodySchema,
      save: (trackingId, body) => app.domain.preferences.save(trackingId, body),
      after: '',
    }),
    accepting(app, answer, {
      page: PAGE_FORM_PATHS.feedback,
      budget: pagesCharter.budgets.feedbackForm,
      fields: FEEDBACK_FORM_FIELDS,
      fromForm: feedbackFromForm,
      schema: feedbackBodySchema,
      save: (trackingId, body) => app.domain.feedback.save(trackingId, body),
      after: `?${FEEDBACK_SENT_FLAG}`,
    }),
  ];
  for (const form of forms) {
    const config = { ...GUARDS_TRACKING_PAGE.config, audiences: pagesCharter.audiences, budget: form.budget };
    scope.post<{ Params: PageParams }>(
      form.page ? `/${TRACKING_ID}/:lang/${form.page}` : `/${TRACKING_ID}/:lang`,
      { config, schema: { hide: true } },
      form.accept,
    );
  }
}

/** The form with its handler, its body's type kept inside. */
const accepting = <Body>(app: AppInstance, answer: PageAnswer, form: PageForm<Body>) => ({
  page: form.page,
  budget: form.budget,
  accept: (request: FastifyRequest<{ Params: PageParams }>, reply: FastifyReply) =>
    accept(app, answer, form, request, reply),
});

async function accept<Body>(
  app: AppInstance,
  answer: PageAnswer,
  form: PageForm<Body>,
  request: FastifyRequest<{ Params: PageParams }>,
  reply: FastifyReply,
) {
  const { trackingId, lang } = request.params;
  if (!isSupportedLocale(lang)) throw routeNotFound();
  const fields = request.body as URLSearchParams;
  const parsed = form.schema.safeParse(form.fromForm(fields));
  try {
    await app.domain.shares.refuseShareId(trackingId);
    if (!parsed.success) throw invalidRequest(fieldErrorsFromZod(parsed.error));
    await form.save(trackingId, parsed.data);
  } catch (error) {
    if (!(error instanceof Outcome)) throw error;
    // The page of the link as it stands: the app prompt, the not-found page, or (a share id) the shared view.
    if (!FORM_REFUSALS.has(error.code)) return answer(request, reply, form.page, { posted: true });
    const formAnswer = formAnswerOf(error, fields, form.fields);
    return answer(request, reply, form.page, { posted: true, formAnswer });
  }
  return reply.header('cache-control', 'no-store').redirect(`/${trackingId}/${lang}${form.after}`, 303);
}
