import { randomInt } from 'node:crypto';
import { VERIFICATION_GESTURES, type VerificationGesture } from '@amora/contracts';

/** A gesture from the catalogue, unpredictable so that an older photo cannot be reused. */
export function randomGesture(): VerificationGesture {
  return VERIFICATION_GESTURES[randomInt(VERIFICATION_GESTURES.length)]!;
}
