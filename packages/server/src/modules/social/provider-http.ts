import { ProviderError } from './provider.ts';

const TIMEOUT_MS = 10_000;

/**
 * Calls a provider endpoint and returns its JSON body. A 4xx is the provider refusing (bad
 * code, dead token); no answer, a 5xx or a body that is not JSON means it is unavailable.
 */
export async function providerJson(url: string | URL, init: RequestInit = {}): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderError(`Provider did not answer: ${(error as Error).message}`, true);
  }
  const text = await response.text();
  if (response.status >= 500) throw new ProviderError(`Provider answered ${response.status}`, true);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ProviderError(`Provider answered ${response.status} without JSON`, true);
  }
  if (!response.ok) throw new ProviderError(`Provider refused with ${response.status}: ${text.slice(0, 200)}`);
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ProviderError('Provider answered an unexpected body', true);
  return body as Record<string, unknown>;
}

export function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
