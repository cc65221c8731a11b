import type { FastifyRequest } from 'fastify';
import { invalidRequest, type FieldError } from '../outcomes/outcome';

/** A multipart form as it streamed in: its one file (when sent) and its text fields. */
export interface FileForm {
  file: Buffer | undefined;
  fields: Record<string, string>;
}

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
 * Reads a multipart form (@fastify/multipart, its limits set where it is registered) as it streams: the file of
 * `fileField` (its name and declared type ignored: the bytes decide) and the text fields; a file in any other
 * field is refused by its name.
 */
export async function readFileForm(request: FastifyRequest, fileField: string): Promise<FileForm> {
  const fields: Record<string, string> = {};
  const unknown: FieldError[] = [];
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === fileField) file = await part.toBuffer();
        else {
          part.file.resume();
          unknown.push({ key: part.fieldname, message: 'Unknown field' });
        }
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (unknown.length > 0) throw invalidRequest(unknown);
  return { file, fields };
}
