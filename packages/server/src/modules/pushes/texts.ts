import type { Language, PushType } from '@amora/contracts';

/** The pushes the server sends today; the catalogue grows as features add triggers. */
export const SERVER_PUSH_TYPES = [
  'email_verified',
  'password_changed',
  'password_reset',
  'photo_upload_error',
  'photo_moderation_fake_age',
  'verification_passed',
  'verification_failed',
  'matches_like',
  'matches_like_upload_photo',
  'last_matches_like',
  'new_like',
] as const satisfies readonly PushType[];
export type ServerPushType = (typeof SERVER_PUSH_TYPES)[number];

/**
 * The texts: one per type, and more for a type that says different things. `new_like` is a like
 * that does not name the liker (a member without premium may not learn who likes them, spec 3
 * §6), `new_like_named` one that does, and `new_match` a match (no push type of its own:
 * docs/decisions.md "Match and like pushes").
 */
export const PUSH_TEXT_KEYS = [...SERVER_PUSH_TYPES, 'new_like_named', 'new_match'] as const;
export type PushTextKey = (typeof PUSH_TEXT_KEYS)[number];

export interface PushText {
  title: string;
  body: string;
}

/**
 * Push texts in every language, written as a native speaker would (DESIGN.md §10). `{count}` and
 * `{name}` are filled from the push's values (the likes pushes: the likes sent in the window; the
 * like and match pushes: the other member's name); texts that carry a number say it as a label
 * ("Likes sent today: 10"), so no language needs plural forms, and a name stands where no
 * grammar bends it (no case ending, no verb agreeing with the member's gender).
 */
export const PUSH_TEXTS: Readonly<Record<Language, Readonly<Record<PushTextKey, PushText>>>> = {
  'en-US': {
    email_verified: { title: 'E-mail confirmed', body: 'Thanks! Your e-mail address is now confirmed.' },
    password_changed: { title: 'Password changed', body: 'Your new password is saved.' },
    password_reset: { title: 'Password reset', body: 'Your password has been reset. Log in with the new one.' },
    photo_upload_error: { title: 'Photo not approved', body: 'One of your photos didn’t pass moderation. Please upload another one that follows our photo guidelines.' },
    photo_moderation_fake_age: { title: 'Photo not approved', body: 'Your photo doesn’t seem to match your age. Please upload a recent photo of yourself.' },
    verification_passed: { title: 'You’re verified', body: 'Your photo passed the check. The verified badge now shows on your profile.' },
    verification_failed: { title: 'Verification failed', body: 'Your verification photo was rejected. Please try again and show the gesture clearly.' },
    matches_like: { title: 'Keep it up!', body: 'Likes sent today: {count}. Every like is a chance of a match.' },
    matches_like_upload_photo: { title: 'Add a photo', body: 'Likes sent today: {count}. Members with a photo get far more likes back, so add yours.' },
    last_matches_like: { title: 'That was your last like for today', body: 'Your likes refill over the next 24 hours. Upgrade to send more.' },
    new_like: { title: 'Someone likes you', body: 'Upgrade to see who it is.' },
    new_like_named: { title: '{name} likes you', body: 'Like {name} back and it’s a match.' },
    new_match: { title: 'It’s a match!', body: 'You and {name} like each other.' },
  },
  'ru-RU': {
    email_verified: { title: 'Почта подтверждена', body: 'Спасибо! Ваш адрес электронной почты подтверждён.' },
    password_changed: { title: 'Пароль изменён', body: 'Новый пароль сохранён.' },
    password_reset: { title: 'Пароль сброшен', body: 'Пароль сброшен. Войдите с новым паролем.' },
    photo_upload_error: { title: 'Фото не прошло модерацию', body: 'Одно из ваших фото не прошло модерацию. Загрузите другое, соответствующее нашим правилам.' },
    photo_moderation_fake_age: { title: 'Фото не прошло модерацию', body: 'Похоже, фото не соответствует вашему возрасту. Загрузите свою недавнюю фотографию.' },
    verification_passed: { title: 'Вы верифицированы', body: 'Фото прошло проверку. Теперь в вашем профиле есть значок подтверждения.' },
    verification_failed: { title: 'Верификация не пройдена', body: 'Фото для верификации отклонено. Попробуйте ещё раз и чётко покажите жест.' },
    matches_like: { title: 'Так держать!', body: 'Лайков сегодня: {count}. Каждый лайк — шанс на взаимную симпатию.' },
    matches_like_upload_photo: { title: 'Добавьте фото', body: 'Лайков сегодня: {count}. Участникам с фото отвечают взаимностью гораздо чаще — добавьте своё.' },
    last_matches_like: { title: 'Это был последний лайк на сегодня', body: 'Лайки восстановятся в течение 24 часов. Оформите подписку, чтобы ставить больше.' },
    new_like: { title: 'Вы кому-то понравились', body: 'Оформите подписку, чтобы узнать, кто это.' },
    new_like_named: { title: 'Новый лайк', body: '{name} ставит вам лайк. Ответьте взаимностью!' },
    new_match: { title: 'Взаимная симпатия!', body: 'Вы и {name} понравились друг другу.' },
  },
  'es-ES': {
    email_verified: { title: 'Correo confirmado', body: '¡Gracias! Tu dirección de correo ya está confirmada.' },
    password_changed: { title: 'Contraseña cambiada', body: 'Hemos guardado tu nueva contraseña.' },
    password_reset: { title: 'Contraseña restablecida', body: 'Tu contraseña se ha restablecido. Inicia sesión con la nueva.' },
    photo_upload_error: { title: 'Foto no aprobada', body: 'Una de tus fotos no ha superado la moderación. Sube otra que cumpla nuestras normas de fotos.' },
    photo_moderation_fake_age: { title: 'Foto no aprobada', body: 'Parece que tu foto no corresponde a tu edad. Sube una foto reciente tuya.' },
    verification_passed: { title: '¡Perfil verificado!', body: 'Tu foto ha superado la revisión. La insignia de verificado ya aparece en tu perfil.' },
    verification_failed: { title: 'Verificación fallida', body: 'Hemos rechazado tu foto de verificación. Inténtalo de nuevo y muestra el gesto con claridad.' },
    matches_like: { title: '¡Sigue así!', body: 'Me gusta enviados hoy: {count}. Cada me gusta es una oportunidad de hacer match.' },
    matches_like_upload_photo: { title: 'Añade una foto', body: 'Me gusta enviados hoy: {count}. Quienes tienen foto reciben muchos más me gusta de vuelta: añade la tuya.' },
    last_matches_like: { title: 'Ese era tu último me gusta de hoy', body: 'Tus me gusta se recargan en las próximas 24 horas. Mejora tu plan para dar más.' },
    new_like: { title: 'Le gustas a alguien', body: 'Mejora tu plan para ver quién es.' },
    new_like_named: { title: 'Le gustas a {name}', body: 'Devuélvele el me gusta y haréis match.' },
    new_match: { title: '¡Es un match!', body: '{name} y tú os gustáis.' },
  },
  'es-MX': {
    email_verified: { title: 'Correo confirmado', body: '¡Gracias! Tu correo electrónico ya está confirmado.' },
    password_changed: { title: 'Contraseña actualizada', body: 'Guardamos tu nueva contraseña.' },
    password_reset: { title: 'Contraseña restablecida', body: 'Restablecimos tu contraseña. Inicia sesión con la nueva.' },
    photo_upload_error: { title: 'Foto no aprobada', body: 'Una de tus fotos no pasó la moderación. Sube otra que cumpla con nuestras reglas de fotos.' },
    photo_moderation_fake_age: { title: 'Foto no aprobada', body: 'Parece que tu foto no corresponde a tu edad. Sube una foto reciente tuya.' },
    verification_passed: { title: '¡Perfil verificado!', body: 'Tu foto pasó la revisión. La insignia de verificado ya aparece en tu perfil.' },
    verification_failed: { title: 'No se pudo verificar', body: 'Rechazamos tu foto de verificación. Inténtalo de nuevo y muestra el gesto con claridad.' },
    matches_like: { title: '¡Sigue así!', body: 'Likes enviados hoy: {count}. Cada like es una oportunidad de hacer match.' },
    matches_like_upload_photo: { title: 'Agrega una foto', body: 'Likes enviados hoy: {count}. Quienes tienen foto reciben muchos más likes de regreso: agrega la tuya.' },
    last_matches_like: { title: 'Ese fue tu último like de hoy', body: 'Tus likes se recargan en las próximas 24 horas. Mejora tu plan para dar más.' },
    new_like: { title: 'Le gustas a alguien', body: 'Mejora tu plan para ver quién es.' },
    new_like_named: { title: 'Le gustas a {name}', body: 'Regrésale el like y harán match.' },
    new_match: { title: '¡Es un match!', body: '{name} y tú se gustan.' },
  },
  'pt-BR': {
    email_verified: { title: 'E-mail confirmado', body: 'Obrigado! Seu e-mail está confirmado.' },
    password_changed: { title: 'Senha alterada', body: 'Sua nova senha foi salva.' },
    password_reset: { title: 'Senha redefinida', body: 'Sua senha foi redefinida. Entre com a nova senha.' },
    photo_upload_error: { title: 'Foto não aprovada', body: 'Uma das suas fotos não passou na moderação. Envie outra que siga nossas regras de fotos.' },
    photo_moderation_fake_age: { title: 'Foto não aprovada', body: 'Parece que sua foto não corresponde à sua idade. Envie uma foto recente sua.' },
    verification_passed: { title: 'Perfil verificado!', body: 'Sua foto passou na análise. O selo de verificado já aparece no seu perfil.' },
    verification_failed: { title: 'Verificação recusada', body: 'Sua foto de verificação foi recusada. Tente de novo mostrando o gesto com clareza.' },
    matches_like: { title: 'Continue assim!', body: 'Curtidas enviadas hoje: {count}. Cada curtida é uma chance de dar match.' },
    matches_like_upload_photo: { title: 'Adicione uma foto', body: 'Curtidas enviadas hoje: {count}. Quem tem foto recebe muito mais curtidas de volta: adicione a sua.' },
    last_matches_like: { title: 'Essa foi sua última curtida de hoje', body: 'Suas curtidas voltam nas próximas 24 horas. Faça upgrade para curtir mais.' },
    new_like: { title: 'Alguém curtiu você', body: 'Faça upgrade para ver quem foi.' },
    new_like_named: { title: '{name} curtiu você', body: 'Curta de volta e vocês dão match.' },
    new_match: { title: 'Deu match!', body: 'Você e {name} se curtiram.' },
  },
  'fr-FR': {
    email_verified: { title: 'E-mail confirmé', body: 'Merci ! Votre adresse e-mail est confirmée.' },
    password_changed: { title: 'Mot de passe modifié', body: 'Votre nouveau mot de passe est enregistré.' },
    password_reset: { title: 'Mot de passe réinitialisé', body: 'Votre mot de passe a été réinitialisé. Connectez-vous avec le nouveau.' },
    photo_upload_error: { title: 'Photo refusée', body: 'L’une de vos photos n’a pas été validée par la modération. Veuillez en importer une autre qui respecte nos règles.' },
    photo_moderation_fake_age: { title: 'Photo refusée', body: 'Votre photo ne semble pas correspondre à votre âge. Veuillez importer une photo récente de vous.' },
    verification_passed: { title: 'Profil vérifié', body: 'Votre photo a été validée. Le badge « vérifié » s’affiche désormais sur votre profil.' },
    verification_failed: { title: 'Vérification refusée', body: 'Votre photo de vérification a été refusée. Réessayez en montrant bien le geste.' },
    matches_like: { title: 'Continuez comme ça !', body: 'J’aime envoyés aujourd’hui : {count}. Chaque j’aime est une chance de match.' },
    matches_like_upload_photo: { title: 'Ajoutez une photo', body: 'J’aime envoyés aujourd’hui : {count}. Les profils avec photo reçoivent bien plus de j’aime en retour : ajoutez la vôtre.' },
    last_matches_like: { title: 'C’était votre dernier j’aime du jour', body: 'Vos j’aime se rechargent dans les 24 prochaines heures. Passez à l’offre supérieure pour en envoyer plus.' },
    new_like: { title: 'Vous plaisez à quelqu’un', body: 'Passez à l’offre supérieure pour découvrir de qui il s’agit.' },
    new_like_named: { title: 'Vous plaisez à {name}', body: 'Rendez-lui son j’aime et c’est un match.' },
    new_match: { title: 'C’est un match !', body: '{name} et vous, vous vous plaisez mutuellement.' },
  },
  'pl-PL': {
    email_verified: { title: 'E-mail potwierdzony', body: 'Dziękujemy! Twój adres e-mail jest potwierdzony.' },
    password_changed: { title: 'Hasło zmienione', body: 'Twoje nowe hasło zostało zapisane.' },
    password_reset: { title: 'Hasło zresetowane', body: 'Twoje hasło zostało zresetowane. Zaloguj się nowym hasłem.' },
    photo_upload_error: { title: 'Zdjęcie odrzucone', body: 'Jedno z twoich zdjęć nie przeszło moderacji. Dodaj inne, zgodne z naszymi zasadami.' },
    photo_moderation_fake_age: { title: 'Zdjęcie odrzucone', body: 'Wygląda na to, że zdjęcie nie odpowiada twojemu wiekowi. Dodaj swoje aktualne zdjęcie.' },
    verification_passed: { title: 'Profil zweryfikowany', body: 'Twoje zdjęcie przeszło weryfikację. Odznaka weryfikacji jest już widoczna w Twoim profilu.' },
    verification_failed: { title: 'Weryfikacja nieudana', body: 'Twoje zdjęcie weryfikacyjne zostało odrzucone. Spróbuj ponownie i wyraźnie pokaż gest.' },
    matches_like: { title: 'Tak trzymaj!', body: 'Polubienia wysłane dziś: {count}. Każde polubienie to szansa na parę.' },
    matches_like_upload_photo: { title: 'Dodaj zdjęcie', body: 'Polubienia wysłane dziś: {count}. Osoby ze zdjęciem dostają znacznie więcej polubień w odpowiedzi – dodaj swoje.' },
    last_matches_like: { title: 'To było twoje ostatnie polubienie na dziś', body: 'Polubienia odnowią się w ciągu najbliższych 24 godzin. Przejdź na wyższy pakiet, aby wysyłać więcej.' },
    new_like: { title: 'Ktoś cię polubił', body: 'Przejdź na wyższy pakiet, aby zobaczyć, kto to.' },
    new_like_named: { title: 'Nowe polubienie', body: '{name} przesyła ci polubienie. Odwzajemnij je, a będzie para!' },
    new_match: { title: 'Jest para!', body: 'Ty i {name} podobacie się sobie nawzajem.' },
  },
  'uk-UA': {
    email_verified: { title: 'Пошту підтверджено', body: 'Дякуємо! Вашу електронну адресу підтверджено.' },
    password_changed: { title: 'Пароль змінено', body: 'Новий пароль збережено.' },
    password_reset: { title: 'Пароль скинуто', body: 'Пароль скинуто. Увійдіть із новим паролем.' },
    photo_upload_error: { title: 'Фото не пройшло модерацію', body: 'Одне з ваших фото не пройшло модерацію. Завантажте інше, що відповідає нашим правилам.' },
    photo_moderation_fake_age: { title: 'Фото не пройшло модерацію', body: 'Схоже, фото не відповідає вашому віку. Завантажте своє недавнє фото.' },
    verification_passed: { title: 'Вас верифіковано', body: 'Фото пройшло перевірку. Тепер у вашому профілі є значок підтвердження.' },
    verification_failed: { title: 'Верифікацію не пройдено', body: 'Фото для верифікації відхилено. Спробуйте ще раз і чітко покажіть жест.' },
    matches_like: { title: 'Так тримати!', body: 'Вподобань сьогодні: {count}. Кожне вподобання — шанс на взаємну симпатію.' },
    matches_like_upload_photo: { title: 'Додайте фото', body: 'Вподобань сьогодні: {count}. Учасникам із фото відповідають взаємністю набагато частіше — додайте своє.' },
    last_matches_like: { title: 'Це було останнє вподобання на сьогодні', body: 'Вподобання відновляться протягом 24 годин. Оформіть підписку, щоб надсилати більше.' },
    new_like: { title: 'Ви комусь сподобалися', body: 'Оформіть підписку, щоб дізнатися, хто це.' },
    new_like_named: { title: 'Нове вподобання', body: '{name} надсилає вам вподобання. Відповідайте взаємністю!' },
    new_match: { title: 'Взаємна симпатія!', body: 'Ви та {name} сподобалися одне одному.' },
  },
  'de-DE': {
    email_verified: { title: 'E-Mail bestätigt', body: 'Danke! Deine E-Mail-Adresse ist jetzt bestätigt.' },
    password_changed: { title: 'Passwort geändert', body: 'Dein neues Passwort ist gespeichert.' },
    password_reset: { title: 'Passwort zurückgesetzt', body: 'Dein Passwort wurde zurückgesetzt. Melde dich mit dem neuen an.' },
    photo_upload_error: { title: 'Foto nicht freigegeben', body: 'Eines deiner Fotos hat die Prüfung nicht bestanden. Lade bitte ein anderes hoch, das unseren Foto-Richtlinien entspricht.' },
    photo_moderation_fake_age: { title: 'Foto nicht freigegeben', body: 'Dein Foto scheint nicht zu deinem Alter zu passen. Lade bitte ein aktuelles Foto von dir hoch.' },
    verification_passed: { title: 'Du bist verifiziert', body: 'Dein Foto hat die Prüfung bestanden. Das Verifiziert-Abzeichen ist jetzt in deinem Profil zu sehen.' },
    verification_failed: { title: 'Verifizierung fehlgeschlagen', body: 'Dein Verifizierungsfoto wurde abgelehnt. Versuch es noch einmal und zeig die Geste deutlich.' },
    matches_like: { title: 'Weiter so!', body: 'Heute verschickte Likes: {count}. Jedes Like ist eine Chance auf ein Match.' },
    matches_like_upload_photo: { title: 'Füge ein Foto hinzu', body: 'Heute verschickte Likes: {count}. Mitglieder mit Foto bekommen viel öfter ein Like zurück – lade deins hoch.' },
    last_matches_like: { title: 'Das war dein letztes Like für heute', body: 'Deine Likes laden sich in den nächsten 24 Stunden wieder auf. Mit einem Upgrade kannst du mehr verschicken.' },
    new_like: { title: 'Jemand mag dich', body: 'Mit einem Upgrade siehst du, wer es ist.' },
    new_like_named: { title: '{name} mag dich', body: 'Gib {name} ein Like zurück, und es ist ein Match.' },
    new_match: { title: 'Es ist ein Match!', body: 'Du und {name} mögt euch.' },
  },
  'hi-IN': {
    email_verified: { title: 'ईमेल की पुष्टि हो गई', body: 'धन्यवाद! आपके ईमेल पते की पुष्टि हो गई है।' },
    password_changed: { title: 'पासवर्ड बदल गया', body: 'आपका नया पासवर्ड सेव हो गया है।' },
    password_reset: { title: 'पासवर्ड रीसेट हो गया', body: 'आपका पासवर्ड रीसेट हो गया है। नए पासवर्ड से लॉग इन करें।' },
    photo_upload_error: { title: 'फ़ोटो स्वीकृत नहीं हुई', body: 'आपकी एक फ़ोटो मॉडरेशन में पास नहीं हुई। कृपया हमारे फ़ोटो दिशानिर्देशों के अनुसार दूसरी फ़ोटो अपलोड करें।' },
    photo_moderation_fake_age: { title: 'फ़ोटो स्वीकृत नहीं हुई', body: 'लगता है यह फ़ोटो आपकी उम्र से मेल नहीं खाती। कृपया अपनी हाल की फ़ोटो अपलोड करें।' },
    verification_passed: { title: 'आप सत्यापित हैं', body: 'आपकी फ़ोटो जाँच में पास हो गई। अब आपकी प्रोफ़ाइल पर सत्यापित बैज दिखता है।' },
    verification_failed: { title: 'सत्यापन नहीं हुआ', body: 'आपकी सत्यापन फ़ोटो अस्वीकार कर दी गई। कृपया फिर से कोशिश करें और इशारा साफ़ दिखाएँ।' },
    matches_like: { title: 'बहुत बढ़िया, ऐसे ही जारी रखें!', body: 'आज भेजे गए लाइक: {count}। हर लाइक मैच का एक मौका है।' },
    matches_like_upload_photo: { title: 'फ़ोटो जोड़ें', body: 'आज भेजे गए लाइक: {count}। फ़ोटो वाले सदस्यों को कहीं ज़्यादा लाइक वापस मिलते हैं — अपनी फ़ोटो जोड़ें।' },
    last_matches_like: { title: 'आज का आपका आख़िरी लाइक हो गया', body: 'आपके लाइक अगले 24 घंटों में फिर से मिल जाएँगे। ज़्यादा लाइक भेजने के लिए अपग्रेड करें।' },
    new_like: { title: 'किसी ने आपको लाइक किया', body: 'वह कौन है, यह जानने के लिए अपग्रेड करें।' },
    new_like_named: { title: '{name} ने आपको लाइक किया', body: 'वापस लाइक करें और मैच हो जाएगा।' },
    new_match: { title: 'यह मैच है!', body: 'आप और {name} एक-दूसरे को पसंद करते हैं।' },
  },
};
