import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { vi } from 'vitest';
import { act } from '@testing-library/preact';
import type { FakeServer } from './fake-server.ts';
import { renderUi } from './render-ui.tsx';
import { settle } from './settle.ts';

/** Shows its children once `gate` resolves. */
function Gate({ gate, children }: { gate: Promise<void>; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  useEffect(() => void gate.then(() => setOpen(true)), [gate]);
  return open ? children : null;
}

/**
 * Renders `ui` with the `namespace` texts loaded (real timers), then mounts it under fake timers,
 * so its own timers start on the fake clock; `routes` are set on the fake server (and any state
 * it needs dispatched on the store) before it mounts.
 * Only the timers popups use are faked: the network's body reads and the store's frame-batched
 * notifications keep running on their own.
 */
export async function mountUnderFakeTimers(
  ui: ReactElement,
  namespace: string,
  routes: (server: FakeServer, store: Awaited<ReturnType<typeof renderUi>>['store']) => void = () => {},
  options: Parameters<typeof renderUi>[1] = {},
) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const view = await renderUi(<Gate gate={gate}>{ui}</Gate>, options);
  routes(view.server, view.store);
  await act(() => view.i18n.loadNamespaces(namespace));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  open();
  await settle();
  return view;
}

/** Lets the event loop turn while the fake clock stands still, until `ready` finds what it looks for. */
export async function until<T>(ready: () => T | null | undefined | false): Promise<T> {
  for (let turn = 0; turn < 5000; turn++) {
    const found = ready();
    if (found) return found;
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
  throw new Error('Never appeared');
}
