import { photoErrorKey, type PhotoErrorCode } from '@amora/contracts';
import { ApiError } from '../../platform/errors.ts';

/** A refused upload: 400 with the photo error code and its key on the field (`file` unless told). */
export function photoError(code: PhotoErrorCode, message: string, field = 'file'): ApiError {
  return new ApiError(400, code, message, { [field]: photoErrorKey[code] });
}
