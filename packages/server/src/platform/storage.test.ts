import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileStorage, InvalidStorageKeyError } from './storage.ts';

describe('FileStorage', () => {
  let dir: string;
  let storage: FileStorage;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-storage-'));
    storage = new FileStorage(path.join(dir, 'media'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('stores, reads and deletes an object under its key', async () => {
    await storage.put('photos/Ab-_9/avatar.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');

    const stored = await storage.get('photos/Ab-_9/avatar.jpg');
    expect(stored).toMatchObject({ contentType: 'image/jpeg', size: 10 });
    expect(await text(stored!.body)).toBe('jpeg bytes');
    expect(fs.existsSync(path.join(dir, 'media/photos/Ab-_9/avatar.jpg'))).toBe(true);

    await storage.delete('photos/Ab-_9/avatar.jpg');
    expect(await storage.get('photos/Ab-_9/avatar.jpg')).toBeUndefined();
    await expect(storage.delete('photos/Ab-_9/avatar.jpg')).resolves.toBeUndefined();
  });

  it('answers undefined for a missing object or a folder', async () => {
    await storage.put('photos/x/o.jpg', Buffer.from('x'), 'image/jpeg');
    expect(await storage.get('photos/y/o.jpg')).toBeUndefined();
    expect(await storage.get('photos/x')).toBeUndefined();
    expect(await storage.get('photos/x/o.jpg/deeper.jpg')).toBeUndefined();
  });

  it('refuses a content type its key extension does not carry', async () => {
    await expect(storage.put('photos/x/o.jpg', Buffer.from('x'), 'image/webp')).rejects.toThrow(/does not match/);
    await expect(storage.put('photos/x/notes.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/does not match/);
  });

  it.each([
    '../outside.jpg',
    'photos/../../outside.jpg',
    'photos/./o.jpg',
    '/etc/passwd.jpg',
    'photos//o.jpg',
    'photos/o.jpg/',
    '.hidden.jpg',
    'photos\\..\\outside.jpg',
    'photos/%2e%2e/o.jpg',
    'photos/o.jpg\u0000.webp',
    '',
    `${'a'.repeat(600)}.jpg`,
  ])('refuses the key %j on put, get and delete', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
