/**
 * The emails module's public surface: every mail the product sends, composed per brand and
 * language, the brand links they carry, and the outbox dispatcher. It owns no table (the outbox
 * is the platform mailer's).
 */
export { default as mailDispatcher } from './dispatcher.ts';
export {
  changeEmailMail,
  confirmationMail,
  dataExportMail,
  newMessageContent,
  notificationMail,
  passwordChangedMail,
  recoverMail,
  socialDigestContent,
  unsubscribeCodeMail,
  type MailRecipient,
  type NotificationMailContent,
  type UnsubscribeLinks,
} from './compose.ts';
export { brandLink, brandOrigin, mailLogoUrl } from './origin.ts';
export type { SocialDigestKind } from './texts.ts';
