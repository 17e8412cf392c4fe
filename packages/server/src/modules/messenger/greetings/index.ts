/** Greetings inside the messenger: suggestions, the coins variant's send, and the catalogue's texts for whoever writes one. */
export { default as greetingsRoutes } from './routes.ts';
export { greetingText, suggestedGreetingIds, GREETING_IDS } from './suggestions.ts';
