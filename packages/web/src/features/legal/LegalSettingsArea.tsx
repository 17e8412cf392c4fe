/** Legal documents, privacy settings and the consumer info centre under /settings (spec 1 §2). */
export function LegalSettingsArea() {
  return null;
}
