import { cleanup, configure } from '@testing-library/preact';
import { afterEach, beforeEach, vi } from 'vitest';
import { FakeWebSocket } from './fake-web-socket.ts';

// The files of a worker share one module graph (vite.config.ts): each file starts from freshly
// evaluated app modules, so module state (the request language, a pending refresh, the consent
// snapshot) never leaks from one file into the next, while React and the libraries load once.
vi.resetModules();

// findBy and waitFor wait up to 5 s, not 1 s: a route's lazily loaded screen is compiled on first
// use, which on a busy two-CPU machine can take longer than a second.
configure({ asyncUtilTimeout: 5000 });

// The logged-in shell opens the realtime socket; component tests keep it off the network.
beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // A test in the node environment (architecture.test.ts runs ESLint) has no storage or cookies.
  if (typeof document === 'undefined') return;
  // The address a test moved to (a link, the browser history) is not the next test's.
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});
