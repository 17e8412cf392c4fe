import { describe, expect, it } from 'vitest';
import { DEBIAN_CHROMIUM, findChromium, NO_CHROMIUM_MESSAGE, type ChromiumHost } from './find-chromium.ts';

/** A machine with the given executables; installing adds Debian's Chromium when `installs`. */
function host(options: { env?: Record<string, string>; executables?: string[]; root?: boolean; installs?: boolean }) {
  const files = new Set(options.executables ?? []);
  const installs: string[] = [];
  const machine: ChromiumHost = {
    env: options.env ?? {},
    isExecutable: (file) => files.has(file),
    canInstallWithApt: () => options.root ?? false,
    installWithApt: () => {
      installs.push('chromium');
      if (options.installs ?? true) files.add(DEBIAN_CHROMIUM);
    },
    log: () => undefined,
  };
  return { machine, installs };
}

describe('finding the e2e browser', () => {
  it('takes CHROME_PATH first, then the older CHROMIUM_PATH, then Debian’s Chromium', () => {
    const all = ['/opt/chrome', '/opt/chromium', DEBIAN_CHROMIUM];
    expect(findChromium(host({ env: { CHROME_PATH: '/opt/chrome', CHROMIUM_PATH: '/opt/chromium' }, executables: all }).machine)).toBe('/opt/chrome');
    expect(findChromium(host({ env: { CHROMIUM_PATH: '/opt/chromium' }, executables: all }).machine)).toBe('/opt/chromium');
    expect(findChromium(host({ executables: all }).machine)).toBe(DEBIAN_CHROMIUM);
  });

  it('refuses a CHROME_PATH that is not there instead of falling back silently', () => {
    expect(() => findChromium(host({ env: { CHROME_PATH: '/nope' }, executables: [DEBIAN_CHROMIUM] }).machine)).toThrow(/CHROME_PATH=\/nope/);
  });

  it('installs Debian’s Chromium on a fresh machine when it runs as root with apt', () => {
    const { machine, installs } = host({ root: true });
    expect(findChromium(machine)).toBe(DEBIAN_CHROMIUM);
    expect(installs).toEqual(['chromium']);
  });

  it('fails at once with one sentence naming what to install when it cannot install', () => {
    const { machine, installs } = host({ root: false });
    expect(() => findChromium(machine)).toThrow(NO_CHROMIUM_MESSAGE);
    expect(installs).toEqual([]);
    expect(() => findChromium(host({ root: true, installs: false }).machine)).toThrow(/did not provide/);
  });
});
