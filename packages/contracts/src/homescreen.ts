import { z as zod } from 'zod';

/**
 * The add-to-home-screen popup (spec 3 §4, §7, §9). Plain constants first: the web reads them
 * without zod.
 */

/** The popup shows at most this many times. */
export const HOMESCREEN_MAX_SHOWS = 5;
/** The time since the last show before the next one, by how often it was shown (0 to 4). */
export const HOMESCREEN_SHOW_DELAYS_MS = [0, 300_000, 600_000, 86_400_000, 259_200_000] as const;

/** What the member did with the popup: installed (accepted the browser prompt), dismissed the browser prompt, or closed the popup. */
export const HOMESCREEN_ACTIONS = ['install', 'dismiss', 'close'] as const;
export type HomescreenAction = (typeof HOMESCREEN_ACTIONS)[number];

const funnelId = zod.string().trim().min(1).max(64);

/** POST /rest/v2/tracking/homescreen/popupShow (member). */
export const homescreenShowBodySchema = zod.object({ user_hid: zod.string().trim().min(1).max(64) });
/** POST /rest/v2/tracking/homescreen/popupAction (member). */
export const homescreenActionBodySchema = zod.object({ user_hid: zod.string().trim().min(1).max(64), action: zod.enum(HOMESCREEN_ACTIONS) });
/** POST /rest/v2/tracking/homescreen/guest-popup-show (no session). */
export const homescreenGuestShowBodySchema = zod.object({ funnel_id: funnelId });
/** POST /rest/v2/tracking/homescreen/guest-popup-action (no session). */
export const homescreenGuestActionBodySchema = zod.object({ funnel_id: funnelId, action: zod.enum(HOMESCREEN_ACTIONS) });
