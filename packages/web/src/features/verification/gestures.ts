import type { VerificationGesture } from '@amora/contracts';

/** The picture of each gesture: an emoji every phone draws, so no image has to load. */
export const GESTURE_EMOJI: Record<VerificationGesture, string> = {
  thumbs_up: '👍',
  peace_sign: '✌️',
  open_palm: '✋',
  ok_sign: '👌',
  finger_on_lips: '🤫',
  hand_under_chin: '🤔',
  call_me: '🤙',
  crossed_fingers: '🤞',
};
