import type { Language, PushType } from '@amora/contracts';

/** The pushes the server sends today; the catalogue grows as features add triggers. */
export const SERVER_PUSH_TYPES = ['email_verified', 'password_changed', 'password_reset', 'photo_upload_error', 'photo_moderation_fake_age'] as const satisfies readonly PushType[];
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
    photo_upload_error: { title: 'Photo not approved', body: 'One of your photos didn’t pass moderation. Please upload another one that follows our photo guidelines.' },
    photo_moderation_fake_age: { title: 'Photo not approved', body: 'Your photo doesn’t seem to match your age. Please upload a recent photo of yourself.' },
  },
  'ru-RU': {
    email_verified: { title: 'Почта подтверждена', body: 'Спасибо! Ваш адрес электронной почты подтверждён.' },
    password_changed: { title: 'Пароль изменён', body: 'Новый пароль сохранён.' },
    password_reset: { title: 'Пароль сброшен', body: 'Пароль сброшен. Войдите с новым паролем.' },
    photo_upload_error: { title: 'Фото не прошло модерацию', body: 'Одно из ваших фото не прошло модерацию. Загрузите другое, соответствующее нашим правилам.' },
    photo_moderation_fake_age: { title: 'Фото не прошло модерацию', body: 'Похоже, фото не соответствует вашему возрасту. Загрузите свою недавнюю фотографию.' },
  },
  'es-ES': {
    email_verified: { title: 'Correo confirmado', body: '¡Gracias! Tu dirección de correo ya está confirmada.' },
    password_changed: { title: 'Contraseña cambiada', body: 'Hemos guardado tu nueva contraseña.' },
    password_reset: { title: 'Contraseña restablecida', body: 'Tu contraseña se ha restablecido. Inicia sesión con la nueva.' },
    photo_upload_error: { title: 'Foto no aprobada', body: 'Una de tus fotos no ha superado la moderación. Sube otra que cumpla nuestras normas de fotos.' },
    photo_moderation_fake_age: { title: 'Foto no aprobada', body: 'Parece que tu foto no corresponde a tu edad. Sube una foto reciente tuya.' },
  },
  'es-MX': {
    email_verified: { title: 'Correo confirmado', body: '¡Gracias! Tu correo electrónico ya está confirmado.' },
    password_changed: { title: 'Contraseña actualizada', body: 'Guardamos tu nueva contraseña.' },
    password_reset: { title: 'Contraseña restablecida', body: 'Restablecimos tu contraseña. Inicia sesión con la nueva.' },
    photo_upload_error: { title: 'Foto no aprobada', body: 'Una de tus fotos no pasó la moderación. Sube otra que cumpla con nuestras reglas de fotos.' },
    photo_moderation_fake_age: { title: 'Foto no aprobada', body: 'Parece que tu foto no corresponde a tu edad. Sube una foto reciente tuya.' },
  },
  'pt-BR': {
    email_verified: { title: 'E-mail confirmado', body: 'Obrigado! Seu e-mail está confirmado.' },
    password_changed: { title: 'Senha alterada', body: 'Sua nova senha foi salva.' },
    password_reset: { title: 'Senha redefinida', body: 'Sua senha foi redefinida. Entre com a nova senha.' },
    photo_upload_error: { title: 'Foto não aprovada', body: 'Uma das suas fotos não passou na moderação. Envie outra que siga nossas regras de fotos.' },
    photo_moderation_fake_age: { title: 'Foto não aprovada', body: 'Parece que sua foto não corresponde à sua idade. Envie uma foto recente sua.' },
  },
  'fr-FR': {
    email_verified: { title: 'E-mail confirmé', body: 'Merci ! Votre adresse e-mail est confirmée.' },
    password_changed: { title: 'Mot de passe modifié', body: 'Votre nouveau mot de passe est enregistré.' },
    password_reset: { title: 'Mot de passe réinitialisé', body: 'Votre mot de passe a été réinitialisé. Connectez-vous avec le nouveau.' },
    photo_upload_error: { title: 'Photo refusée', body: 'L’une de vos photos n’a pas été validée par la modération. Veuillez en importer une autre qui respecte nos règles.' },
    photo_moderation_fake_age: { title: 'Photo refusée', body: 'Votre photo ne semble pas correspondre à votre âge. Veuillez importer une photo récente de vous.' },
  },
  'pl-PL': {
    email_verified: { title: 'E-mail potwierdzony', body: 'Dziękujemy! Twój adres e-mail jest potwierdzony.' },
    password_changed: { title: 'Hasło zmienione', body: 'Twoje nowe hasło zostało zapisane.' },
    password_reset: { title: 'Hasło zresetowane', body: 'Twoje hasło zostało zresetowane. Zaloguj się nowym hasłem.' },
    photo_upload_error: { title: 'Zdjęcie odrzucone', body: 'Jedno z twoich zdjęć nie przeszło moderacji. Dodaj inne, zgodne z naszymi zasadami.' },
    photo_moderation_fake_age: { title: 'Zdjęcie odrzucone', body: 'Wygląda na to, że zdjęcie nie odpowiada twojemu wiekowi. Dodaj swoje aktualne zdjęcie.' },
  },
  'uk-UA': {
    email_verified: { title: 'Пошту підтверджено', body: 'Дякуємо! Вашу електронну адресу підтверджено.' },
    password_changed: { title: 'Пароль змінено', body: 'Новий пароль збережено.' },
    password_reset: { title: 'Пароль скинуто', body: 'Пароль скинуто. Увійдіть із новим паролем.' },
    photo_upload_error: { title: 'Фото не пройшло модерацію', body: 'Одне з ваших фото не пройшло модерацію. Завантажте інше, що відповідає нашим правилам.' },
    photo_moderation_fake_age: { title: 'Фото не пройшло модерацію', body: 'Схоже, фото не відповідає вашому віку. Завантажте своє недавнє фото.' },
  },
  'de-DE': {
    email_verified: { title: 'E-Mail bestätigt', body: 'Danke! Deine E-Mail-Adresse ist jetzt bestätigt.' },
    password_changed: { title: 'Passwort geändert', body: 'Dein neues Passwort ist gespeichert.' },
    password_reset: { title: 'Passwort zurückgesetzt', body: 'Dein Passwort wurde zurückgesetzt. Melde dich mit dem neuen an.' },
    photo_upload_error: { title: 'Foto nicht freigegeben', body: 'Eines deiner Fotos hat die Prüfung nicht bestanden. Lade bitte ein anderes hoch, das unseren Foto-Richtlinien entspricht.' },
    photo_moderation_fake_age: { title: 'Foto nicht freigegeben', body: 'Dein Foto scheint nicht zu deinem Alter zu passen. Lade bitte ein aktuelles Foto von dir hoch.' },
  },
  'hi-IN': {
    email_verified: { title: 'ईमेल की पुष्टि हो गई', body: 'धन्यवाद! आपके ईमेल पते की पुष्टि हो गई है।' },
    password_changed: { title: 'पासवर्ड बदल गया', body: 'आपका नया पासवर्ड सेव हो गया है।' },
    password_reset: { title: 'पासवर्ड रीसेट हो गया', body: 'आपका पासवर्ड रीसेट हो गया है। नए पासवर्ड से लॉग इन करें।' },
    photo_upload_error: { title: 'फ़ोटो स्वीकृत नहीं हुई', body: 'आपकी एक फ़ोटो मॉडरेशन में पास नहीं हुई। कृपया हमारे फ़ोटो दिशानिर्देशों के अनुसार दूसरी फ़ोटो अपलोड करें।' },
    photo_moderation_fake_age: { title: 'फ़ोटो स्वीकृत नहीं हुई', body: 'लगता है यह फ़ोटो आपकी उम्र से मेल नहीं खाती। कृपया अपनी हाल की फ़ोटो अपलोड करें।' },
  },
};
