/** /settings/* screens (spec 1 §2). */
export function SettingsArea() {
  return null;
}
