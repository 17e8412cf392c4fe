import type { MatchesHit } from '@amora/contracts';

/** One card of the deck, as the pickUp call deals it: a member aged 30 with a photo, online, verified. */
export function hit(hid: string, name: string, likesYou = false): MatchesHit {
  return {
    user: {
      hid,
      name,
      age: 30,
      gender: 'female',
      isOnline: true,
      onlineAgoHours: 0,
      avatar: { avatar: `/m/${hid}.jpg`, avatar_l: `/m/${hid}-l.jpg`, avatar_p: `/m/${hid}-p.jpg`, avatar_w: `/m/${hid}-w.jpg`, avatar_360sm: `/m/${hid}-s.jpg` },
      totalPhotosCount: 3,
      aboutMe: null,
      isVerified: true,
      isEmailConfirmed: true,
      moodStatus: null,
      isPremiumBase: false,
      isPremiumPlus: false,
      isPremium: false,
      isVip: false,
      trackingData: `track-${hid}`,
      operationToken: `token-${hid}`,
      likedMe: likesYou,
      interests: [],
    },
    relationships: { likesYou },
  };
}
