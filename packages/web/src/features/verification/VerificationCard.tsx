/** The own profile's verification entry (spec 3 §4). */
export function VerificationCard() {
  return null;
}
