import type { BackendModule, ReadCallback } from 'i18next';
import { translationsPath } from '@amora/contracts';

/**
 * Loads `/i18n/<lang>/<namespace>.json` (spec 1 §7) with fetch. The build id in the query makes a
 * new deployment fetch new texts while one build's texts stay cacheable.
 */
export const fetchBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    fetch(translationsPath(language, namespace, __BUILD_ID__))
      .then((response) => {
        if (!response.ok) throw new Error(`i18n ${language}/${namespace}: HTTP ${response.status}`);
        return response.json() as Promise<Record<string, unknown>>;
      })
      .then(
        (data) => callback(null, data),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};
