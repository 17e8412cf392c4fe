/** The legacy form of a contact profile (spec 1 §2), /u{userHashId}, which no route pattern expresses. */
export const LEGACY_CONTACT_PATH = /^\/u([A-Za-z0-9_-]+)\/?$/;
