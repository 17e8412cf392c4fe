import type { FastifyRequest } from 'fastify';
import { FieldErrorKey, MAX_PHOTO_BYTES, PhotoErrorCode } from '@amora/contracts';
import { ApiError } from '../../platform/errors.ts';
import { photoError } from '../photos/index.ts';

/** The `hash` field and the one `file` part of a verification upload. */
export async function readVerificationUpload(request: FastifyRequest): Promise<{ hash: string; photo: Buffer }> {
  if (!request.isMultipart()) throw ApiError.validation({ file: FieldErrorKey.required }, 'Expected multipart/form-data with the fields hash and file');
  let hash = '';
  let photo: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'hash') hash = String(part.value).trim();
        continue;
      }
      if (part.fieldname !== 'file') throw ApiError.validation({ [part.fieldname]: FieldErrorKey.invalid }, 'The photo goes in the field "file"');
      const data = await part.toBuffer();
      if (part.file.truncated) throw photoError(PhotoErrorCode.invalidFile, `Photo larger than ${MAX_PHOTO_BYTES} bytes`);
      photo = data;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') throw ApiError.validation({ file: FieldErrorKey.tooBig }, 'One photo per verification');
    throw ApiError.validation({ file: FieldErrorKey.invalid }, `Unreadable multipart body: ${(error as Error).message}`);
  }
  const fields: Record<string, string> = {};
  if (!hash || hash.length > 64) fields.hash = hash ? FieldErrorKey.tooLong : FieldErrorKey.required;
  if (!photo) fields.file = FieldErrorKey.required;
  if (Object.keys(fields).length) throw ApiError.validation(fields, 'The hash and one photo are required');
  return { hash, photo: photo! };
}
