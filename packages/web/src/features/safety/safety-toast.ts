import { useSyncExternalStore } from 'react';

/** A note after a block or an unblock, with an undo when the action can be taken back. */
export interface SafetyNote {
  id: number;
  message: string;
  undo?: { label: string; run: () => void };
}

/** How long a note stays; one with an undo a little longer, to leave time to reach it. */
export const NOTE_MS = 4000;
export const NOTE_WITH_UNDO_MS = 6000;

let current: SafetyNote | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Shows a note (one at a time; a new one replaces the last). It lives outside the screens, so
 * it stays on when a block takes the member back from the profile they blocked.
 */
export function announce(message: string, undo?: SafetyNote['undo']): void {
  current = { id: nextId++, message, ...(undo ? { undo } : {}) };
  emit();
}

export function dismissNote(id: number): void {
  if (current?.id !== id) return;
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSafetyNote(): SafetyNote | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
