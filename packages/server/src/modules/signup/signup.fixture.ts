import { member, signupBody } from '../../testing/personas.ts';

let seq = 0;

/** A complete sign-up payload of the default flow (every funnel step answered), with a fresh e-mail. */
export function signupPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  seq += 1;
  const data = member({
    name: 'Marie-Claire',
    email: `new-${seq}-${Date.now()}@example.com`,
    password: 'lilac-garden-42',
    // Unpadded, as the funnel's date selects send it.
    birthday: '1994-3-7',
    search_age_from: 28,
    search_age_to: 40,
  });
  return {
    ...signupBody(data),
    height: 168,
    weight: 60,
    goal: [1, 2],
    interests: [1, 13],
    language: [1, 4],
    profile_fields: { marital_status: 1, alcohol: 3, education: 4 },
    traffic_channel: 'organic',
    traffic_subchannel: null,
    user_uid: null,
    funnel_id: 'f-1',
    ...overrides,
  };
}
