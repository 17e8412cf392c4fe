import { vi } from 'vitest';

/**
 * XMLHttpRequest at the network edge for upload tests: the request goes to the fake server's
 * `fetch` (so routes and `requests` see it), and the upload reports progress at half and at the
 * end, as a browser does for a small file.
 */
class FakeXhr extends EventTarget {
  readonly upload = new EventTarget();
  status = 0;
  responseText = '';
  private method = 'GET';
  private url = '';
  private readonly headers: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: Document | XMLHttpRequestBodyInit | null) {
    void (async () => {
      for (const loaded of [50, 100]) this.upload.dispatchEvent(Object.assign(new Event('progress'), { loaded, total: 100, lengthComputable: true }));
      try {
        const response = await fetch(this.url, { method: this.method, headers: this.headers, body: body as BodyInit | null });
        this.status = response.status;
        this.responseText = await response.text();
        this.dispatchEvent(new Event('load'));
      } catch {
        this.dispatchEvent(new Event('error'));
      }
    })();
  }
}

export function installFakeXhr(): void {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}
