/// <reference types="vite/client" />

/** The build id, injected by vite.config.ts. */
declare const __BUILD_ID__: string;
