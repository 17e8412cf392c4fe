/** The cookie-consent popups (spec 1 §2, §4). */
export function ConsentHost() {
  return null;
}
