import type { Language } from '@amora/contracts';

/**
 * What a seeded member answers to a newcomer's first words (issue 18 point 8), in the newcomer's
 * language, as a native speaker would write a first reply in a dating chat: warm, short, with a
 * question back so the conversation can go on, and worded to fit a seeded member of any gender.
 * The draw picks one per pair, so a pair always gets the same answer, across restarts too.
 */
export const DEMO_REPLIES: Record<Language, readonly string[]> = {
  'en-US': [
    'Hi! Thanks for writing 😊 How is your day going?',
    'Hey, nice to hear from you! What are you up to this week?',
    'Hello! I liked your profile too. What do you love doing on weekends?',
    'Hi there 👋 Glad we matched! Coffee person or tea person?',
  ],
  'de-DE': [
    'Hi! Danke für deine Nachricht 😊 Wie läuft dein Tag?',
    'Hey, schön, von dir zu hören! Was hast du diese Woche so vor?',
    'Hallo! Dein Profil gefällt mir auch. Was machst du am liebsten am Wochenende?',
    'Hi 👋 Freut mich, dass wir ein Match sind! Eher Kaffee oder Tee?',
  ],
  'es-ES': [
    '¡Hola! Gracias por escribirme 😊 ¿Qué tal tu día?',
    '¡Hey, qué bien saber de ti! ¿Qué planes tienes esta semana?',
    '¡Hola! A mí también me gustó tu perfil. ¿Qué te gusta hacer los fines de semana?',
    '¡Hola! 👋 Me alegra que hayamos hecho match. ¿Eres más de café o de té?',
  ],
  'es-MX': [
    '¡Hola! Gracias por escribirme 😊 ¿Cómo va tu día?',
    '¡Hey, qué gusto saber de ti! ¿Qué planes tienes esta semana?',
    '¡Hola! A mí también me gustó tu perfil. ¿Qué te gusta hacer los fines de semana?',
    '¡Hola! 👋 Qué bueno que hicimos match. ¿Eres más de café o de té?',
  ],
  'fr-FR': [
    'Coucou ! Merci pour ton message 😊 Ta journée se passe bien ?',
    'Salut, ça fait plaisir d’avoir de tes nouvelles ! Tu as prévu quoi cette semaine ?',
    'Bonjour ! Ton profil m’a plu aussi. Qu’est-ce que tu aimes faire le week-end ?',
    'Salut 👋 Trop bien qu’on ait matché ! Plutôt café ou thé ?',
  ],
  'hi-IN': [
    'हाय! मैसेज करने के लिए शुक्रिया 😊 आपका दिन कैसा जा रहा है?',
    'हेलो, आपसे बात करके अच्छा लगा! इस हफ़्ते क्या प्लान है?',
    'नमस्ते! मुझे भी आपकी प्रोफ़ाइल अच्छी लगी। वीकेंड पर आपको क्या करना पसंद है?',
    'हाय 👋 अच्छा लगा कि हमारा मैच हुआ! आप कॉफ़ी वाले हैं या चाय वाले?',
  ],
  'pl-PL': [
    'Cześć! Dzięki za wiadomość 😊 Jak mija ci dzień?',
    'Hej, miło cię słyszeć! Jakie masz plany na ten tydzień?',
    'Cześć! Mnie też spodobał się twój profil. Co najbardziej lubisz robić w weekendy?',
    'Hej 👋 Fajnie, że mamy match! Wolisz kawę czy herbatę?',
  ],
  'pt-BR': [
    'Oi! Valeu pela mensagem 😊 Como está sendo o seu dia?',
    'Oi, que bom ter notícias suas! Quais são seus planos para esta semana?',
    'Olá! Também gostei do seu perfil. O que você mais curte fazer no fim de semana?',
    'Oi 👋 Que legal que deu match! Você é mais de café ou de chá?',
  ],
  'ru-RU': [
    'Привет! Спасибо за сообщение 😊 Как проходит твой день?',
    'Привет, приятно тебя слышать! Какие планы на эту неделю?',
    'Здравствуй! Мне тоже понравилась твоя анкета. Чем любишь заниматься по выходным?',
    'Привет 👋 Здорово, что у нас мэтч! Ты больше по кофе или по чаю?',
  ],
  'uk-UA': [
    'Привіт! Дякую за повідомлення 😊 Як минає твій день?',
    'Привіт, приємно тебе чути! Які плани на цей тиждень?',
    'Вітаю! Мені теж сподобався твій профіль. Що любиш робити на вихідних?',
    'Привіт 👋 Класно, що в нас метч! Ти більше по каві чи по чаю?',
  ],
};
