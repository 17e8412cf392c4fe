import { randomBytes } from 'node:crypto';
import type { VerificationHashResponse } from '@amora/contracts';
import type { TestApp } from '../../testing/test-app.ts';

/** A multipart/form-data body as the browser's FormData sends it: the hash, then the photo. */
export function multipartBody(fields: { hash?: string; file?: Buffer }): { payload: Buffer; contentType: string } {
  const boundary = `----amora${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  if (fields.hash !== undefined) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="hash"\r\n\r\n${fields.hash}\r\n`));
  if (fields.file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`), fields.file, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Issues a verification hash and sends `file` with it: the member's verification is then pending. */
export async function submitVerificationPhoto(t: TestApp, headers: { authorization: string }, file: Buffer): Promise<void> {
  const issued = await t.request({ method: 'POST', url: '/apis/photos/v1/users/me/verification/hash', headers });
  const { hash } = issued.json() as VerificationHashResponse;
  const { payload, contentType } = multipartBody({ hash, file });
  const sent = await t.request({ method: 'POST', url: '/apis/photos/v1/users/me/verification/photos', headers: { ...headers, 'content-type': contentType }, payload });
  if (sent.statusCode !== 200) throw new Error(`verification photo refused: ${sent.body}`);
}
