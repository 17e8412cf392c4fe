import { PhotoStatus, type MemberRecord, type PhotoAlbum, type VocabularyField } from '@amora/contracts';

/** Ana's full record as GET /rest/v2/user/info/profile?users_hids= answers it, for the profile's tests. */
export function record(overrides: { city?: string | null; liked?: boolean; match?: boolean; favourite?: boolean; prompt?: number } = {}): MemberRecord {
  return {
    common: { id: 'hid-ana', hid: 'hid-ana', name: 'Ana', masked_name: 'A***a', age: 29, zodiac: 'leo', zodiac_sign_id: 8, ok: 1, email_confirmed: true, gender: 'female' },
    profile: {
      user_mood: null, field_of_activity: null, alcohol: null, children: null, want_children: null, education: null, height: 168, weight: null,
      marital_status: null, religion: null, smoking: null, ethnicity: null, accommodation: null, position: null, conversation_prompt: overrides.prompt ?? null,
      goal: [1], foreign_languages: [2], interests: [3],
    },
    photos: { avatar: '/m/a.jpg', avatar_l: '/m/a-l.jpg', avatar_p: '/m/a-p.jpg', avatar_w: '/m/a-w.jpg', avatar_360sm: '/m/a-s.jpg' },
    payments: { premium_status: { is_active: false, plan: null }, vip_status: { is_active: false } },
    additional: { online: true, compatibility: null, is_new: false },
    list_data: { user_block_me: false, i_block_user: false, is_selected: overrides.favourite ?? false, i_like_this_user: overrides.liked ?? false, user_like_me: false, is_match: overrides.match ?? false },
    distance: 4,
    geo: { city: overrides.city === null ? null : { name: overrides.city ?? 'Berlin' } },
    similarities: { is_nearby: true },
  } as MemberRecord;
}

/** Her album: two moderated photos, the second blurred for a free viewer when `blurred`. */
export const album = (blurred: boolean): PhotoAlbum =>
  ({
    id: 1,
    coverId: 'p1',
    countModerated: 2,
    countUnmoderated: 0,
    createdAt: null,
    photos: [
      { id: 'p1', status: PhotoStatus.moderated, images: { thumb_600: '/m/p1.jpg' }, metadata: { width: 600, height: 750, isAvatar: true, isBlurred: false }, moderation: null },
      // A photo a free viewer may only see blurred comes as its blurred rendition alone.
      { id: 'p2', status: PhotoStatus.moderated, images: blurred ? { blur: '/m/p2-blur.jpg' } : { thumb_600: '/m/p2.jpg' }, metadata: { width: 600, height: 750, isAvatar: false, isBlurred: blurred }, moderation: null },
    ],
  }) as unknown as PhotoAlbum;

/** The words of the fields her record answers. */
export const vocabulary: Record<string, VocabularyField> = {
  height: { label: 'Height', type: 'range', values: { min: 120, max: 220 }, visible: [] } as unknown as VocabularyField,
  interests: { label: 'Interests', type: 'select_multi', values: { '3': 'Hiking' }, visible: [] } as unknown as VocabularyField,
  // Asked of the member themself, as the vocabulary words them.
  goal: { id: 'goal', label: 'What are you looking for?', type: 'select_many', values: { '1': 'A relationship' }, visible: ['1'] },
  foreign_languages: { id: 'foreign_languages', label: 'Languages you speak', type: 'select_many', values: { '2': 'Spanish' }, visible: ['2'] },
  conversation_prompt: { id: 'conversation_prompt', label: 'Conversation prompt', type: 'select_one', values: { '2': 'What was your best trip?' }, visible: ['2'] },
};
