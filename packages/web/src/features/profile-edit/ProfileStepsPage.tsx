/** /profile/steps with one hash per step (spec 1 §2). */
export function ProfileStepsPage() {
  return null;
}
