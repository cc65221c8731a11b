import type { FastifyRequest } from 'fastify';
import { doorstepFieldsSchema } from '@tracking/core/schemas';
import type { DoorstepUpload } from './doorstep-service';
import { fieldErrorsFromZod } from '../../platform/http/errors';
import { invalidRequest, type FieldError } from '../../platform/outcomes/outcome';

const PHOTO_FIELD = 'photo';

/**
 * An error met while the form streams in: the limits' own 4xx (413 past a limit, 406 for another content type)
 * stand; anything else the parser throws (no boundary, a cut-off or malformed part) is the body's fault.
 */
function uploadError(error: unknown): unknown {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return invalidRequest([{ key: 'body', message: 'Must be a multipart/form-data body' }]);
}

/**
 * Reads the parts of a doorstep form as they stream: the `photo` file (its size capped by the multipart limits:
 * 413 beyond; left out to move the pin only) and the text fields. Its file name and declared type are ignored:
 * the bytes decide.
 */
export async function readDoorstepUpload(request: FastifyRequest): Promise<DoorstepUpload> {
  const fields: Record<string, string> = {};
  const unknown: FieldError[] = [];
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === PHOTO_FIELD) photo = await part.toBuffer();
        else {
          part.file.resume();
          unknown.push({ key: part.fieldname, message: 'Unknown field' });
        }
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    throw uploadError(error);
  }
  const parsed = doorstepFieldsSchema.safeParse(fields);
  const errors = [...unknown, ...(parsed.success ? [] : fieldErrorsFromZod(parsed.error))];
  if (errors.length > 0 || !parsed.success) throw invalidRequest(errors);
  return { photo, ...parsed.data };
}
