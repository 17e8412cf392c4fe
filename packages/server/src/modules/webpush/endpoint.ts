import type { WebPushConfig } from '../../config.ts';

/**
 * Whether the server may post to a subscription's endpoint. The endpoint comes from the member,
 * so it must be an https address of a known push service (or one of its subdomains), with no
 * credentials or odd port: anything else would let a member aim the server's requests at an
 * internal address (DESIGN.md §6, SSRF). With `allowLoopback` (tests and local receivers only)
 * http://127.0.0.1:<port> is accepted too.
 */
export function isPushServiceEndpoint(endpoint: string, config: Pick<WebPushConfig, 'pushServiceHosts' | 'allowLoopback'>): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  if (config.allowLoopback && url.protocol === 'http:' && url.hostname === '127.0.0.1') return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return config.pushServiceHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
