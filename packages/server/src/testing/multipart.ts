import { randomBytes } from 'node:crypto';

export interface FilePart {
  name: string;
  data: Buffer;
  contentType?: string;
}

/** A multipart/form-data body as a browser's FormData sends it: the fields, then the `file` parts. */
export function multipartBody(fields: Record<string, string>, files: readonly FilePart[]): { payload: Buffer; contentType: string } {
  const boundary = `----amora${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
