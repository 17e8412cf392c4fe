import { CONSENT_COOKIES } from '@amora/contracts';
import { saveTokens } from '../../api/tokens.ts';
import { answerSessionStart, fakeServer, json, ownProfile, tokens } from '../../test/fake-server.ts';

type Profile = ReturnType<typeof ownProfile>;

/** A logged-in member's fake server: session start, profile and language; the test adds the rest. */
export function memberServer(profile: Profile = ownProfile()) {
  const server = fakeServer();
  answerSessionStart(server, { profile: () => profile });
  server.on('POST /rest/v2/tracking/popup/show', () => json(200, { result: true }));
  server.on('POST /rest/v2/tracking/popup/action', () => json(200, { result: true }));
  server.on('POST /rest/v2/tracking/push/show', () => json(200, { result: true }));
  saveTokens(tokens());
  // A member who made their cookie choice long ago: no consent popup over the screen under test.
  document.cookie = `${CONSENT_COOKIES.configured}=1; path=/`;
  return server;
}

/** A field error answer as the API sends it (DESIGN.md §5). */
export function fieldError(fields: Record<string, string>) {
  return json(400, { code: 400, message: 'invalid', fields });
}
