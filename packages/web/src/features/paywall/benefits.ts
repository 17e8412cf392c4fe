/** What premium brings, as the paywall names it (`paywall.benefits.*`): the mirror offer lists it, the premium button shows it. */
export const PAYWALL_BENEFITS = ['unlimitedLikes', 'seeWhoLikes', 'unblurredPhotos', 'priorityMessages'] as const;
