import multipart from '@fastify/multipart';
import {
  DOORSTEP_ANCHOR,
  DOORSTEP_FORM_FLAG,
  DOORSTEP_FORM_OUTCOMES,
  DOORSTEP_PHOTO_MAX_BYTES,
  PAGE_FORM_PATHS,
  TRACKING_ID_PATTERN,
  isSupportedLocale,
  type DoorstepFormOutcome,
  type Order,
} from '@tracking/core';
import { doorstepFieldsSchema } from '@tracking/core/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fieldErrorsFromZod, routeNotFound } from '../../platform/http/errors';
import { readFileForm } from '../../platform/http/file-form';
import { invalidRequest, Outcome } from '../../platform/outcomes/outcome';
import type { AppInstance } from '../../platform/http/zod-provider';
import { GUARDS_TRACKING_PAGE } from '../../platform/security/enumeration-guard';
import type { PageAnswer, PageParams } from './page-forms';
import { pagesCharter } from './pages-charter';

/** One photo and the button pressed; anything more is refused as it streams in. */
const UPLOAD_LIMITS = {
  fileSize: DOORSTEP_PHOTO_MAX_BYTES,
  files: 1,
  fields: 1,
  parts: 2,
  fieldSize: 16,
  headerPairs: 20,
};

const TRACKING_ID = `:trackingId(${TRACKING_ID_PATTERN.source})`;

/** Where the card stands without a map to place it: its pin, else the address's position. */
function pinOf(order: Pick<Order, 'doorstep' | 'deliveryAddress'>) {
  const { lat, lng } = order.doorstep ?? order.deliveryAddress;
  const parsed = doorstepFieldsSchema.safeParse({ lat: lat?.toFixed(7) ?? '', lng: lng?.toFixed(7) ?? '' });
  if (!parsed.success) throw invalidRequest(fieldErrorsFromZod(parsed.error));
  return parsed.data;
}

/** How a refusal is named on the page it goes back to; null for one the link's own page shows. */
function outcomeOf(error: unknown): DoorstepFormOutcome | null {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (status === 413) return 'tooBig';
  if (!(error instanceof Outcome)) return null;
  if (error.code === 'invalid_request' && error.errors?.some((entry) => entry.key === 'photo'))
    return 'photo';
  return (DOORSTEP_FORM_OUTCOMES as readonly string[]).includes(error.code)
    ? (error.code as DoorstepFormOutcome)
    : null;
}

/**
 * The doorstep card's form without scripts (multipart): a photo, saved with the card's pin or, for a new card,
 * the address's position (no map to place it); or "remove". The same domain calls, photo checks, decode gate and
 * budgets as PUT and DELETE /tracking/doorstep. Whatever happens it goes back to the preferences page (303) with
 * what happened in DOORSTEP_FORM_FLAG (a file cannot be given back to a form); a link that shows no order gets
 * its own page.
 */
export async function registerDoorstepForm(app: AppInstance, scope: FastifyInstance, answer: PageAnswer) {
  await scope.register(multipart, { limits: UPLOAD_LIMITS });
  const config = {
    ...GUARDS_TRACKING_PAGE.config,
    audiences: pagesCharter.audiences,
    budget: pagesCharter.budgets.doorstepForm,
  };
  scope.post<{ Params: PageParams }>(
    `/${TRACKING_ID}/:lang/${PAGE_FORM_PATHS.doorstep}`,
    { config, schema: { hide: true } },
    (request, reply) => accept(app, answer, request, reply),
  );
}

async function accept(
  app: AppInstance,
  answer: PageAnswer,
  request: FastifyRequest<{ Params: PageParams }>,
  reply: FastifyReply,
) {
  const { trackingId, lang } = request.params;
  if (!isSupportedLocale(lang)) throw routeNotFound();
  const back = (outcome: DoorstepFormOutcome) =>
    reply
      .header('cache-control', 'no-store')
      .redirect(
        `/${trackingId}/${lang}/${PAGE_FORM_PATHS.preferences}?${DOORSTEP_FORM_FLAG}=${outcome}#${DOORSTEP_ANCHOR}`,
        303,
      );
  try {
    const { file, fields } = await readFileForm(request, 'photo');
    await app.domain.shares.refuseShareId(trackingId);
    if (fields.action === 'remove') {
      await app.domain.doorstep.remove(trackingId);
      return back('removed');
    }
    const pin = pinOf((await app.domain.shares.open(trackingId)).read());
    // Only once the form is read is a new photo known to be there; drawn before it is decoded.
    if (file) await request.spendBudget(pagesCharter.budgets.doorstepPhoto);
    await app.domain.doorstep.save(trackingId, { photo: file, ...pin });
    return back('saved');
  } catch (error) {
    const outcome = outcomeOf(error);
    if (outcome) return back(outcome);
    if (!(error instanceof Outcome)) throw error;
    return answer(request, reply, PAGE_FORM_PATHS.preferences, { posted: true });
  }
}
