/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let captured: BeforeInstallPromptEvent | null = null;

/**
 * The browser's install prompt, kept from `beforeinstallprompt` (whose default mini-bar is
 * suppressed) until the popup uses it: the host captures it, the popup calls `prompt()`.
 */
export const installPrompt = {
  capture(event: BeforeInstallPromptEvent): void {
    captured = event;
  },
  current(): BeforeInstallPromptEvent | null {
    return captured;
  },
  /** A prompt can be shown once; after that (or once installed) it is gone. */
  forget(): void {
    captured = null;
  },
};

/**
 * `beforeinstallprompt`'s listener: keeps the prompt and suppresses the browser's own mini-bar.
 * The page listens from its first script on (main.tsx), since the event may come before the
 * popup host's code has loaded; the host listens too while it is mounted.
 */
export function keepInstallPrompt(event: Event): void {
  event.preventDefault();
  installPrompt.capture(event as BeforeInstallPromptEvent);
}
