/** Smart messages inside the messenger: the switch, the responses count and the job that sends (DESIGN.md §14). */
export { default as smartMessagesRoutes } from './routes.ts';
