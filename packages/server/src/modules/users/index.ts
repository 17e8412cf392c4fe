/**
 * The users module's public surface: the member's own profile (info, edit, completeness),
 * language, presence and restore. It owns no table: the profile row is the accounts module's.
 */
export { default as usersRoutes } from './routes.ts';
export { UsersService, type UsersDeps } from './service.ts';
export { maskName, personalGroup, storedIds } from './profile-view.ts';
export { ageOn, birthdaysOfAges, zodiacOf } from './birthday.ts';
export { completenessOf, type CompletenessFacts } from './completeness.ts';
