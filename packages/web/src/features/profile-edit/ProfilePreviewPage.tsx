/** /profile/preview: how others see me (spec 1 §2). */
export function ProfilePreviewPage() {
  return null;
}
