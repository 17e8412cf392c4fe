import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { PhotoErrorCode } from '@amora/contracts';
import { ApiError } from '../../platform/errors.ts';
import { IMPORT_TIMEOUT_MS, readPhotoBody } from './funnel-import.ts';
import { photoError } from './photo-error.ts';
import { isAddressAllowed, type UrlAllowlist } from './url-guard.ts';

/** Redirects followed per photo address; each hop is checked like the first. */
export const MAX_PHOTO_REDIRECTS = 3;

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address of a host name, as the system resolver gives them. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolve: ResolveHost = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export interface UrlFetchOptions {
  allowlist: UrlAllowlist;
  resolve?: ResolveHost;
  timeoutMs?: number;
}

const refused = (message: string) => photoError(PhotoErrorCode.uploadFailed, message, 'url');
// The answer names neither the address a host resolved to nor the host: otherwise a member
// could map the internal network's names and addresses through this endpoint.
const HOST_UNRESOLVED = 'Host does not resolve';
const ADDRESS_REFUSED = 'Address is not allowed';

/**
 * Downloads one photo from an address a member typed, at most MAX_PHOTO_BYTES. SSRF guard: the
 * host is resolved once, every address it has must be public (or allowed by the operator), and
 * the connection goes to the address that was checked (pinned), so a second DNS answer cannot
 * swap in an internal one. Redirects are followed by hand and each target is checked again.
 */
export async function fetchPhotoFromUrl(url: string, options: UrlFetchOptions): Promise<Buffer> {
  const resolve = options.resolve ?? systemResolve;
  const signal = AbortSignal.timeout(options.timeoutMs ?? IMPORT_TIMEOUT_MS);
  let target = parseTarget(url);
  for (let hop = 0; ; hop++) {
    const pinned = await checkedAddress(target, options.allowlist, resolve);
    const response = await get(target, pinned, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.destroy();
      if (hop >= MAX_PHOTO_REDIRECTS) throw refused('Too many redirects');
      target = parseTarget(location, target);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw photoError(PhotoErrorCode.uploadFailed, `Photo server answered ${status}`, 'url');
    }
    return readPhotoBody(response, Number(response.headers['content-length']), () => response.destroy());
  }
}

function parseTarget(address: string, base?: URL): URL {
  let target: URL;
  try {
    target = new URL(address, base);
  } catch {
    throw refused('Not an address');
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw refused(`Protocol ${target.protocol} is not fetched`);
  if (target.username || target.password) throw refused('Addresses with credentials are not fetched');
  return target;
}

/** The address to connect to: the host's, once every one of them passed the guard. */
async function checkedAddress(target: URL, allowlist: UrlAllowlist, resolve: ResolveHost): Promise<ResolvedAddress> {
  // The URL parser already turned 2130706433, 0x7f.1 and 127.1 into 127.0.0.1.
  const hostname = target.hostname.replace(/^\[|\]$/g, '');
  const family = isIP(hostname);
  let addresses: ResolvedAddress[];
  if (family) addresses = [{ address: hostname, family }];
  else {
    addresses = await resolve(hostname).catch(() => {
      throw refused(HOST_UNRESOLVED);
    });
  }
  if (addresses.length === 0) throw refused(HOST_UNRESOLVED);
  const forbidden = addresses.find(({ address }) => !isAddressAllowed(hostname, address, allowlist));
  if (forbidden) throw refused(ADDRESS_REFUSED);
  return addresses[0]!;
}

function get(target: URL, pinned: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  // Node may ask for one address or for all of them; either way it gets the checked one.
  const lookup = ((_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  }) as LookupFunction;
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolvePromise, reject) => {
    const request = client.get(target, { lookup, signal, headers: { accept: 'image/png, image/jpeg, image/webp' } }, resolvePromise);
    request.on('error', (error) => {
      reject(error instanceof ApiError ? error : photoError(PhotoErrorCode.uploadFailed, `Photo could not be fetched: ${error.message}`, 'url'));
    });
  });
}
