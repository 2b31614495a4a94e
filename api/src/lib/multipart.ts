import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './http-errors';

export interface Form {
  /** The first file part of the expected name (others are drained and ignored). */
  file: Buffer | null;
  /** Text fields, by name (the first of each). */
  fields: Record<string, string>;
}

/**
 * Reads a multipart/form-data body. A malformed one (no boundary, cut short, broken headers) is a
 * 400; a file over the configured limit stays the error the error handler turns into 413.
 */
export async function readForm(req: FastifyRequest, fileField: string): Promise<Form | null> {
  if (!req.isMultipart()) return null;
  const form: Form = { file: null, fields: {} };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField || form.file !== null) {
          part.file.resume();
          continue;
        }
        form.file = await part.toBuffer();
      } else if (typeof part.value === 'string' && !(part.fieldname in form.fields)) {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (err instanceof HttpError || code === 'FST_REQ_FILE_TOO_LARGE') throw err;
    throw badRequest('Malformed multipart body.', { code: 'invalid' });
  }
  return form;
}
