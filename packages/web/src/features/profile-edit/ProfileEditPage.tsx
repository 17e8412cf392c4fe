/** /profile/edit (spec 1 §2). */
export function ProfileEditPage() {
  return null;
}
