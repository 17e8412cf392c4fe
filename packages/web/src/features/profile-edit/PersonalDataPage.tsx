/** /profile/edit/personal-data (spec 1 §2). */
export function PersonalDataPage() {
  return null;
}
