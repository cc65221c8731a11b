import type { FastifyRequest } from 'fastify';
import { doorstepFieldsSchema } from '@tracking/core/schemas';
import type { DoorstepUpload } from './doorstep-service';
import { fieldErrorsFromZod } from '../../platform/http/errors';
import { readFileForm } from '../../platform/http/file-form';
import { invalidRequest } from '../../platform/outcomes/outcome';

const PHOTO_FIELD = 'photo';

/**
 * Reads the parts of a doorstep form as they stream: the `photo` file (its size capped by the multipart limits:
 * 413 beyond; left out to move the pin only) and the pin's fields.
 */
export async function readDoorstepUpload(request: FastifyRequest): Promise<DoorstepUpload> {
  const { file, fields } = await readFileForm(request, PHOTO_FIELD);
  const parsed = doorstepFieldsSchema.safeParse(fields);
  if (!parsed.success) throw invalidRequest(fieldErrorsFromZod(parsed.error));
  return { photo: file, ...parsed.data };
}
