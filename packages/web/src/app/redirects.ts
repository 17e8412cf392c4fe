/** Legacy redirects of spec 1 §2. */
export const LEGACY_REDIRECTS: readonly [from: string, to: string][] = [
  ['/support', '/matches'],
  ['/payments/vipstatus', '/matches'],
  ['/payments/surprise/list', '/matches'],
  ['/premium/features', '/matches'],
  ['/matches/limit', '/matches'],
  ['/meeroom', '/search'],
  ['/sign/in', '/login'],
  ['/profile/index', '/profile'],
  ['/info', '/settings'],
  ['/info/about', '/info'],
  ['/info/privacy-en', '/info/privacy-policy'],
  ['/profile/settings', '/settings/notifications'],
  ['/profile/selected', '/profile/favd'],
];

/** Deprecated paths kept (spec 1 §2), each mapped to the screen that replaced it. */
export const DEPRECATED_PATHS: readonly [from: string, to: string][] = [
  ['/settings/profilesettings', '/settings/profile'],
  ['/settings/change-password', '/settings/profile/change-password'],
  ['/settings/blacklist', '/settings/blocklist'],
  ['/settings/profilesettings/reasons', '/settings/profile/reasons'],
  ['/profile-checklist', '/profile/checklist'],
  ['/info/privacy', '/info/privacy-policy'],
  ['/info/policy', '/info/privacy-policy'],
  ['/settings/profile/request-profile-info', '/settings/privacy/request-profile-info'],
  ['/settings/profile/request-profile-info/email', '/settings/privacy/request-profile-info/email'],
];

/** Old language-prefixed addresses (spec 1 §2) all go home. */
export const LANGUAGE_PREFIXES = ['ru', 'en', 'es', 'pt', 'fr', 'pl', 'uk', 'de'] as const;
