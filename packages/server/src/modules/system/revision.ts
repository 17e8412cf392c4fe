import fs from 'node:fs';
import path from 'node:path';

/**
 * The deployed revision the SPA compares against every 20 minutes (spec 1 §4): the build id
 * written by the web build into dist/revision.json, or the server start time without a build.
 */
export function readRevision(webDistDir: string, fallback: string): string {
  try {
    const raw = JSON.parse(fs.readFileSync(path.join(webDistDir, 'revision.json'), 'utf8')) as { version?: unknown };
    return typeof raw.version === 'string' && raw.version ? raw.version : fallback;
  } catch {
    return fallback;
  }
}
