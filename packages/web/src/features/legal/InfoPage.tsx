/** Public information pages under /info/* (spec 1 §2); its own chunk, loaded on first visit. */
export default function InfoPage() {
  return null;
}
