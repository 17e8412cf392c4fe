import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback web server that the photo-fetch tests aim at, as an attacker would aim at an internal service. */
export interface ImageHost {
  port: number;
  /** The paths asked for, in order; empty it with `hits.length = 0`. */
  hits: string[];
  close(): Promise<void>;
}

/** Answers every path with the JPEG, and `/redirect?to=URL` with a 302 to the URL. */
export async function startImageHost(jpeg: Buffer): Promise<ImageHost> {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    const redirect = /^\/redirect\?to=(.+)$/.exec(request.url ?? '');
    if (redirect) {
      response.writeHead(302, { location: decodeURIComponent(redirect[1]!) }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
