import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Where Debian's `chromium` package puts the browser. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export const NO_CHROMIUM_MESSAGE =
  "No Chromium for the e2e tests: install Debian's chromium package (apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary.";

/** What finding a browser depends on, so each decision can be tested without touching the machine. */
export interface ChromiumHost {
  env: Record<string, string | undefined>;
  isExecutable(file: string): boolean;
  /** Root with apt-get: the set-up may install Debian's package itself, as CI does. */
  canInstallWithApt(): boolean;
  installWithApt(): void;
  log(line: string): void;
}

/**
 * The browser the e2e tests drive: CHROME_PATH (or the older CHROMIUM_PATH) when set, else
 * Debian's Chromium — installed here first when the machine lacks it and the tests run as root
 * with apt, as on a fresh machine of the README's kind. Anything else fails at once, saying what
 * to install, instead of every test timing out on a missing binary.
 */
export function findChromium(host: ChromiumHost): string {
  const configured = host.env.CHROME_PATH ?? host.env.CHROMIUM_PATH;
  if (configured) {
    if (host.isExecutable(configured)) return configured;
    throw new Error(`CHROME_PATH=${configured} is not an executable file. ${NO_CHROMIUM_MESSAGE}`);
  }
  if (host.isExecutable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (!host.canInstallWithApt()) throw new Error(NO_CHROMIUM_MESSAGE);
  host.log("Installing Debian's chromium for the e2e tests (apt-get install chromium)…");
  host.installWithApt();
  if (host.isExecutable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  throw new Error(`apt-get install chromium did not provide ${DEBIAN_CHROMIUM}. ${NO_CHROMIUM_MESSAGE}`);
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

export const machine: ChromiumHost = {
  env: process.env,
  isExecutable,
  canInstallWithApt: () => process.getuid?.() === 0 && isExecutable('/usr/bin/apt-get'),
  installWithApt() {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
      const run = spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
      if (run.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${run.status}). ${NO_CHROMIUM_MESSAGE}`);
    }
  },
  log: (line) => console.log(line),
};
