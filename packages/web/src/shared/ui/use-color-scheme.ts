import { useSyncExternalStore } from 'react';
import type { ThemeMode } from '@amora/contracts';

const DARK = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(DARK);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The system's light or dark preference, following changes while the page is open. */
export function useColorScheme(): ThemeMode {
  return useSyncExternalStore(subscribe, () => (window.matchMedia(DARK).matches ? 'dark' : 'light'));
}
