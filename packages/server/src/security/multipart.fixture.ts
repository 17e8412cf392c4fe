import { texturedPhoto } from '../testing/photos.ts';

let nextSeed = 4200;

/**
 * An ordinary 640 × 800 JPEG, unlike any other this gives: the moderation job (every minute)
 * would reject copies as duplicates while a test still counts on them.
 */
export const ordinaryPhoto = (): Promise<Buffer> => texturedPhoto(nextSeed++);
