import { useSyncExternalStore } from 'react';
import type { NotificationChoice, NotificationSetting } from '../settings-api.ts';

/** Switches the member changed on the page: id → receive (true) or not. */
export type NotificationDraft = Readonly<Record<number, boolean>>;

export function isReceiving(setting: NotificationSetting, draft: NotificationDraft): boolean {
  return draft[setting.id] ?? !setting.disabled;
}

/** Whether the draft differs from what the server holds. */
export function isDirty(settings: readonly NotificationSetting[], draft: NotificationDraft): boolean {
  return settings.some((setting) => isReceiving(setting, draft) === setting.disabled);
}

/** The PUT body: every listed id, on or off as the page shows it. */
export function choiceOf(settings: readonly NotificationSetting[], draft: NotificationDraft): NotificationChoice {
  const receiving = settings.filter((setting) => isReceiving(setting, draft)).map((setting) => setting.id);
  const off = settings.filter((setting) => !isReceiving(setting, draft)).map((setting) => setting.id);
  return { enabled: receiving, disabled: off };
}

/**
 * The choice waiting for the confirm popup: the popup host renders the popup outside the page,
 * so the page leaves its choice here for it.
 */
let pending: NotificationChoice | null = null;
const listeners = new Set<() => void>();

export function setPendingChoice(choice: NotificationChoice | null): void {
  pending = choice;
  listeners.forEach((listener) => listener());
}

export function usePendingChoice(): NotificationChoice | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
  );
}

/** The save is one mutation shared by the page (busy state) and the confirm popup (the call). */
export const SAVE_NOTIFICATIONS_KEY = 'save-notification-settings';
