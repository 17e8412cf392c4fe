const DEVICE_KEY = 'amora.deviceId';

/** The device id sent as x-device-id on /v3 paths: generated once per browser, kept locally (spec 1 §3). */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}
