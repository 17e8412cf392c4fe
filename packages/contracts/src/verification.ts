import { z as zod } from 'zod';

/**
 * Photo verification (spec 3 §3 "Verification state", §4, §7): the member gets a hash naming a
 * gesture, photographs themself doing it and sends the photo with the hash; an operator (or the
 * demo mode's job) decides. Plain constants first: the web reads them without zod.
 */

/** The gestures a hash can ask for, each easy to do with one hand and to check on a photo. */
export const VERIFICATION_GESTURES = ['thumbs_up', 'peace_sign', 'open_palm', 'ok_sign', 'finger_on_lips', 'hand_under_chin', 'call_me', 'crossed_fingers'] as const;
export type VerificationGesture = (typeof VERIFICATION_GESTURES)[number];

/** How long a hash stays valid: long enough to find good light, short enough not to be shared. */
export const VERIFICATION_HASH_TTL_MS = 30 * 60 * 1000;

/** Where the member stands: never sent a photo, waiting for the decision, verified, or refused. */
export const VERIFICATION_STATUSES = ['none', 'pending', 'verified', 'failed'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

const gestureSchema = zod.object({ id: zod.enum(VERIFICATION_GESTURES) });

/** POST /apis/photos/v1/users/me/verification/hash */
export const verificationHashResponseSchema = zod.object({
  hash: zod.string(),
  gesture: gestureSchema,
  /** Epoch milliseconds. */
  expires_at: zod.number().int(),
});
export type VerificationHashResponse = zod.infer<typeof verificationHashResponseSchema>;

/** GET /apis/photos/v1/users/me/verification/gesture?hash= */
export const verificationGestureQuerySchema = zod.object({ hash: zod.string().trim().min(1).max(64), timestamp: zod.string().max(32).optional() });
export const verificationGestureResponseSchema = zod.object({ gesture: gestureSchema, expires_at: zod.number().int() });
export type VerificationGestureResponse = zod.infer<typeof verificationGestureResponseSchema>;

/** GET /apis/photos/v1/users/me/verification: the state the profile's verification card shows. */
export const verificationStateSchema = zod.object({ status: zod.enum(VERIFICATION_STATUSES) });
export type VerificationState = zod.infer<typeof verificationStateSchema>;

/** POST /apis/photos/v1/users/me/verification/photos (multipart: `hash` and `file`) answers the new state. */
export const verificationPhotoResponseSchema = verificationStateSchema;

/** Field keys of a hash that can no longer take a photo (400); an unknown or foreign hash is a 404. */
export const VerificationErrorKey = {
  hashExpired: 'verification.errors.hashExpired',
  hashUsed: 'verification.errors.hashUsed',
} as const;
