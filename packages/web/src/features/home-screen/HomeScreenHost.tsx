/** The add-to-home-screen popup (spec 3 §4). */
export function HomeScreenHost() {
  return null;
}
