import { NotificationType, type Language, type SettingNotificationType } from '@amora/contracts';

const N = NotificationType;

/** What the settings list calls each e-mail notification type, per language (spec 1 §3). */
const LABELS: Record<Language, Record<SettingNotificationType, string>> = {
  'en-US': { [N.newMessages]: 'New messages', [N.likes]: 'Likes', [N.matches]: 'Matches', [N.profileVisitors]: 'Profile visitors', [N.gifts]: 'Gifts', [N.tipsAndNews]: 'Tips and news', [N.specialOffers]: 'Special offers' },
  'de-DE': { [N.newMessages]: 'Neue Nachrichten', [N.likes]: 'Likes', [N.matches]: 'Matches', [N.profileVisitors]: 'Profilbesucher', [N.gifts]: 'Geschenke', [N.tipsAndNews]: 'Tipps und Neuigkeiten', [N.specialOffers]: 'Sonderangebote' },
  'es-ES': { [N.newMessages]: 'Mensajes nuevos', [N.likes]: 'Me gusta', [N.matches]: 'Matches', [N.profileVisitors]: 'Visitas a tu perfil', [N.gifts]: 'Regalos', [N.tipsAndNews]: 'Consejos y novedades', [N.specialOffers]: 'Ofertas especiales' },
  'es-MX': { [N.newMessages]: 'Mensajes nuevos', [N.likes]: 'Me gusta', [N.matches]: 'Matches', [N.profileVisitors]: 'Visitas a tu perfil', [N.gifts]: 'Regalos', [N.tipsAndNews]: 'Consejos y novedades', [N.specialOffers]: 'Ofertas especiales' },
  'fr-FR': { [N.newMessages]: 'Nouveaux messages', [N.likes]: 'J’aime', [N.matches]: 'Matchs', [N.profileVisitors]: 'Visiteurs de votre profil', [N.gifts]: 'Cadeaux', [N.tipsAndNews]: 'Conseils et actualités', [N.specialOffers]: 'Offres spéciales' },
  'hi-IN': { [N.newMessages]: 'नए संदेश', [N.likes]: 'लाइक', [N.matches]: 'मैच', [N.profileVisitors]: 'प्रोफ़ाइल देखने वाले', [N.gifts]: 'उपहार', [N.tipsAndNews]: 'सुझाव और खबरें', [N.specialOffers]: 'विशेष ऑफ़र' },
  'pl-PL': { [N.newMessages]: 'Nowe wiadomości', [N.likes]: 'Polubienia', [N.matches]: 'Dopasowania', [N.profileVisitors]: 'Goście profilu', [N.gifts]: 'Prezenty', [N.tipsAndNews]: 'Porady i nowości', [N.specialOffers]: 'Oferty specjalne' },
  'pt-BR': { [N.newMessages]: 'Novas mensagens', [N.likes]: 'Curtidas', [N.matches]: 'Matches', [N.profileVisitors]: 'Visitantes do perfil', [N.gifts]: 'Presentes', [N.tipsAndNews]: 'Dicas e novidades', [N.specialOffers]: 'Ofertas especiais' },
  'ru-RU': { [N.newMessages]: 'Новые сообщения', [N.likes]: 'Лайки', [N.matches]: 'Взаимные симпатии', [N.profileVisitors]: 'Гости профиля', [N.gifts]: 'Подарки', [N.tipsAndNews]: 'Советы и новости', [N.specialOffers]: 'Специальные предложения' },
  'uk-UA': { [N.newMessages]: 'Нові повідомлення', [N.likes]: 'Вподобання', [N.matches]: 'Взаємні симпатії', [N.profileVisitors]: 'Гості профілю', [N.gifts]: 'Подарунки', [N.tipsAndNews]: 'Поради та новини', [N.specialOffers]: 'Спеціальні пропозиції' },
};

export function notificationLabel(type: SettingNotificationType, lang: Language): string {
  return LABELS[lang][type];
}
