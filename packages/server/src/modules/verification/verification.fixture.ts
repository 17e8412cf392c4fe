import type { VerificationHashResponse } from '@amora/contracts';
import { multipartBody } from '../../testing/multipart.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** The verification photo upload as the browser's FormData sends it: the hash, then the photo. */
export function verificationBody(fields: { hash?: string; file?: Buffer }): { payload: Buffer; contentType: string } {
  return multipartBody(fields.hash === undefined ? {} : { hash: fields.hash }, fields.file ? [{ name: 'me.jpg', data: fields.file }] : []);
}

/** Issues a verification hash and sends `file` with it: the member's verification is then pending. */
export async function submitVerificationPhoto(t: TestApp, headers: { authorization: string }, file: Buffer): Promise<void> {
  const issued = await t.request({ method: 'POST', url: '/apis/photos/v1/users/me/verification/hash', headers });
  const { hash } = issued.json() as VerificationHashResponse;
  const { payload, contentType } = verificationBody({ hash, file });
  const sent = await t.request({ method: 'POST', url: '/apis/photos/v1/users/me/verification/photos', headers: { ...headers, 'content-type': contentType }, payload });
  if (sent.statusCode !== 200) throw new Error(`verification photo refused: ${sent.body}`);
}
