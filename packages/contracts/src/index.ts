export * from './languages.ts';
export * from './errors.ts';
export * from './envelope.ts';
export * from './brands.ts';
export * from './system.ts';
