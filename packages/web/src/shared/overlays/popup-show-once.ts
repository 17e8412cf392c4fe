const STORAGE_KEY = 'amora.popupsShownAt';

function readAll(): Record<string, number> {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** When the popup was last shown on this device (epoch ms), kept across reloads for show-once popups. */
export function popupShownAt(name: string): number | null {
  const at = readAll()[name];
  return typeof at === 'number' ? at : null;
}

export function rememberPopupShown(name: string, at: number): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readAll(), [name]: at }));
}
