import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';

/** One POST a push service received. */
export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A browser's side of a subscription, made as a browser makes it (RFC 8291): its own P-256 key
 * pair and auth secret, and the PushSubscription JSON it would hand the page.
 */
export interface TestBrowser {
  endpoint: string;
  ecdh: ECDH;
  auth: Buffer;
  /** `JSON.stringify(pushSubscription)`: the `token` the web posts. */
  token: string;
}

/**
 * A push service on a loopback port (an http server standing in for FCM or Mozilla's): it keeps
 * every POST, answers 201 unless told otherwise per path, and lets a test wait for the next push.
 */
export class PushEndpoint {
  readonly received: ReceivedPush[] = [];
  /** What each path answers; 201 (created) when not set. */
  readonly statusOf = new Map<string, number>();
  private waiters: Array<{ path: string; resolve: (push: ReceivedPush) => void }> = [];

  private constructor(
    private readonly server: http.Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<PushEndpoint> {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const endpoint = new PushEndpoint(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    server.on('request', (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const push: ReceivedPush = { path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
        endpoint.received.push(push);
        response.writeHead(endpoint.statusOf.get(push.path) ?? 201).end();
        const waiting = endpoint.waiters.filter((waiter) => waiter.path === push.path);
        endpoint.waiters = endpoint.waiters.filter((waiter) => waiter.path !== push.path);
        for (const waiter of waiting) waiter.resolve(push);
      });
    });
    return endpoint;
  }

  /** A new browser subscribed at `/push/<name>`. */
  browser(name: string): TestBrowser {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const endpoint = `${this.origin}/push/${name}`;
    const token = JSON.stringify({ endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') } });
    return { endpoint, ecdh, auth, token };
  }

  /** The pushes received at the browser's endpoint so far. */
  pushesTo(browser: TestBrowser): ReceivedPush[] {
    const path = new URL(browser.endpoint).pathname;
    return this.received.filter((push) => push.path === path);
  }

  /** The next push to the browser's endpoint (one that came before the call does not count). */
  next(browser: TestBrowser, timeoutMs = 5000): Promise<ReceivedPush> {
    const path = new URL(browser.endpoint).pathname;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No push to ${path} within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        path,
        resolve: (push) => {
          clearTimeout(timer);
          resolve(push);
        },
      });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * The browser's decryption of an aes128gcm push (RFC 8188 record, keys of RFC 8291), written here
 * from the RFCs rather than with the library the server encrypts with, so the two check each other.
 */
export function decryptPush(push: ReceivedPush, browser: TestBrowser): string {
  const { body } = push;
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const browserKey = browser.ecdh.getPublicKey();
  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserKey, serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/** The VAPID claims of a push (RFC 8292), once its ES256 signature checks against `publicKey` (base64url, uncompressed P-256). */
export function vapidClaims(push: ReceivedPush, publicKey: string): { aud: string; exp: number; sub: string; k: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(push.headers.authorization ?? '');
  if (!match) throw new Error(`Not a VAPID authorization: ${push.headers.authorization}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') }, format: 'jwk' });
  const valid = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('The VAPID signature does not check');
  return { ...(JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string }), k };
}
