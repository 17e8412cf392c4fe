import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** One stored object, opened for reading. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Media storage (DESIGN.md §9): the filesystem under DATA_DIR/media today, an S3-compatible
 * bucket later. Keys are slash-separated relative names such as `photos/<hid>/avatar.jpg`.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or undefined when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

// No segment starts with a dot, so `.`, `..` and hidden names are impossible; no empty segments.
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
const MAX_KEY_LENGTH = 512;

/** Refuses anything that could leave the storage root: traversal, absolute paths, odd characters. */
export function assertStorageKey(key: string): void {
  if (key.length > MAX_KEY_LENGTH || !KEY_PATTERN.test(key)) throw new InvalidStorageKeyError(key);
}

/**
 * The filesystem keeps no metadata beside the file, so the content type comes from the key's
 * extension; `put` refuses a key whose extension disagrees with the type it is given.
 */
const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  // Data exports (request my data, spec 1 §7).
  '.zip': 'application/zip',
};

export class FileStorage implements Storage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.fileOf(key);
    const expected = CONTENT_TYPES[path.extname(key)];
    if (expected !== contentType) throw new Error(`Storage key ${key} does not match content type ${contentType}`);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a reader or a crash never sees half a file.
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.promises.writeFile(temporary, body);
    await fs.promises.rename(temporary, file);
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const file = this.fileOf(key);
    const contentType = CONTENT_TYPES[path.extname(key)];
    if (!contentType) return undefined;
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return undefined;
    }
    const size = stat.size;
    return { body: handle.createReadStream(), contentType, size };
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.fileOf(key), { force: true });
  }

  private fileOf(key: string): string {
    assertStorageKey(key);
    const file = path.resolve(this.root, key);
    // The pattern already excludes traversal; this checks the resolved path all the same.
    if (!file.startsWith(this.root + path.sep)) throw new InvalidStorageKeyError(key);
    return file;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
