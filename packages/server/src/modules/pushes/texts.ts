import type { Language, PushType } from '@amora/contracts';

/** The pushes the server sends today; the catalogue grows as features add triggers. */
export const SERVER_PUSH_TYPES = ['email_verified', 'password_changed', 'password_reset'] as const satisfies readonly PushType[];
export type ServerPushType = (typeof SERVER_PUSH_TYPES)[number];

export interface PushText {
  title: string;
  body: string;
}

/** Push texts in every language, written as a native speaker would (DESIGN.md §10). */
export const PUSH_TEXTS: Readonly<Record<Language, Readonly<Record<ServerPushType, PushText>>>> = {
  'en-US': {
    email_verified: { title: 'E-mail confirmed', body: 'Thanks! Your e-mail address is now confirmed.' },
    password_changed: { title: 'Password changed', body: 'Your new password is saved.' },
    password_reset: { title: 'Password reset', body: 'Your password has been reset. Log in with the new one.' },
  },
  'ru-RU': {
    email_verified: { title: 'Почта подтверждена', body: 'Спасибо! Ваш адрес электронной почты подтверждён.' },
    password_changed: { title: 'Пароль изменён', body: 'Новый пароль сохранён.' },
    password_reset: { title: 'Пароль сброшен', body: 'Пароль сброшен. Войдите с новым паролем.' },
  },
  'es-ES': {
    email_verified: { title: 'Correo confirmado', body: '¡Gracias! Tu dirección de correo ya está confirmada.' },
    password_changed: { title: 'Contraseña cambiada', body: 'Hemos guardado tu nueva contraseña.' },
    password_reset: { title: 'Contraseña restablecida', body: 'Tu contraseña se ha restablecido. Inicia sesión con la nueva.' },
  },
  'es-MX': {
    email_verified: { title: 'Correo confirmado', body: '¡Gracias! Tu correo electrónico ya está confirmado.' },
    password_changed: { title: 'Contraseña actualizada', body: 'Guardamos tu nueva contraseña.' },
    password_reset: { title: 'Contraseña restablecida', body: 'Restablecimos tu contraseña. Inicia sesión con la nueva.' },
  },
  'pt-BR': {
    email_verified: { title: 'E-mail confirmado', body: 'Obrigado! Seu e-mail está confirmado.' },
    password_changed: { title: 'Senha alterada', body: 'Sua nova senha foi salva.' },
    password_reset: { title: 'Senha redefinida', body: 'Sua senha foi redefinida. Entre com a nova senha.' },
  },
  'fr-FR': {
    email_verified: { title: 'E-mail confirmé', body: 'Merci ! Votre adresse e-mail est confirmée.' },
    password_changed: { title: 'Mot de passe modifié', body: 'Votre nouveau mot de passe est enregistré.' },
    password_reset: { title: 'Mot de passe réinitialisé', body: 'Votre mot de passe a été réinitialisé. Connectez-vous avec le nouveau.' },
  },
  'pl-PL': {
    email_verified: { title: 'E-mail potwierdzony', body: 'Dziękujemy! Twój adres e-mail jest potwierdzony.' },
    password_changed: { title: 'Hasło zmienione', body: 'Twoje nowe hasło zostało zapisane.' },
    password_reset: { title: 'Hasło zresetowane', body: 'Twoje hasło zostało zresetowane. Zaloguj się nowym hasłem.' },
  },
  'uk-UA': {
    email_verified: { title: 'Пошту підтверджено', body: 'Дякуємо! Вашу електронну адресу підтверджено.' },
    password_changed: { title: 'Пароль змінено', body: 'Новий пароль збережено.' },
    password_reset: { title: 'Пароль скинуто', body: 'Пароль скинуто. Увійдіть із новим паролем.' },
  },
  'de-DE': {
    email_verified: { title: 'E-Mail bestätigt', body: 'Danke! Deine E-Mail-Adresse ist jetzt bestätigt.' },
    password_changed: { title: 'Passwort geändert', body: 'Dein neues Passwort ist gespeichert.' },
    password_reset: { title: 'Passwort zurückgesetzt', body: 'Dein Passwort wurde zurückgesetzt. Melde dich mit dem neuen an.' },
  },
  'hi-IN': {
    email_verified: { title: 'ईमेल की पुष्टि हो गई', body: 'धन्यवाद! आपके ईमेल पते की पुष्टि हो गई है।' },
    password_changed: { title: 'पासवर्ड बदल गया', body: 'आपका नया पासवर्ड सेव हो गया है।' },
    password_reset: { title: 'पासवर्ड रीसेट हो गया', body: 'आपका पासवर्ड रीसेट हो गया है। नए पासवर्ड से लॉग इन करें।' },
  },
};
