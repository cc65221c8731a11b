import type { FastifyRequest } from 'fastify';
import { doorstepFieldsSchema } from '@tracking/core/schemas';
import type { DoorstepUpload } from '../../domain/doorstep/doorstep-card';
import { fieldErrorsFromZod, invalidRequest, type FieldError } from '../../errors';

const PHOTO_FIELD = 'photo';

/**
 * Reads the parts of a doorstep form as they stream: the `photo` file (its size capped by the multipart limits:
 * 413 beyond; left out to move the pin only) and the text fields. Its file name and declared type are ignored:
 * the bytes decide.
 */
export async function readDoorstepUpload(request: FastifyRequest): Promise<DoorstepUpload> {
  const fields: Record<string, string> = {};
  const unknown: FieldError[] = [];
  let photo: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname === PHOTO_FIELD) photo = await part.toBuffer();
      else {
        part.file.resume();
        unknown.push({ key: part.fieldname, message: 'Unknown field' });
      }
    } else fields[part.fieldname] = String(part.value);
  }
  const parsed = doorstepFieldsSchema.safeParse(fields);
  const errors = [...unknown, ...(parsed.success ? [] : fieldErrorsFromZod(parsed.error))];
  if (errors.length > 0 || !parsed.success) throw invalidRequest(errors);
  return { photo, ...parsed.data };
}
