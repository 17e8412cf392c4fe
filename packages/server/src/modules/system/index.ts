/** The system module's public surface (it owns the `system_log` table). */
export { default as systemRoutes } from './routes.ts';
export { recordSystemLog, type LogLevel, type SystemLogEntry } from './log-service.ts';
export { readRevision } from './revision.ts';
export { TranslationFiles } from './i18n-files.ts';
