import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/preact';
import { PhotoStatus, PROFILE_ALBUM_ID, type MemberRecord, type PhotoAlbum, type VocabularyField } from '@amora/contracts';
import { json, type FakeServer } from '../../test/fake-server.ts';
import { renderUi } from '../../test/render-ui.tsx';
import { MemberProfilePage } from './MemberProfilePage.tsx';

function record(overrides: { city?: string | null; liked?: boolean; match?: boolean } = {}): MemberRecord {
  return {
    common: { id: 'hid-ana', hid: 'hid-ana', masked_name: 'A***a', age: 29, zodiac: 'leo', zodiac_sign_id: 8, ok: 1, email_confirmed: true, gender: 'female' },
    profile: {
      user_mood: null, field_of_activity: null, alcohol: null, children: null, want_children: null, education: null, height: 168, weight: null,
      marital_status: null, religion: null, smoking: null, ethnicity: null, accommodation: null, position: null, conversation_prompt: null,
      goal: [], foreign_languages: [], interests: [3],
    },
    photos: { avatar: '/m/a.jpg', avatar_l: '/m/a-l.jpg', avatar_p: '/m/a-p.jpg', avatar_w: '/m/a-w.jpg', avatar_360sm: '/m/a-s.jpg' },
    payments: { premium_status: { is_active: false, plan: null }, vip_status: { is_active: false } },
    additional: { online: true, compatibility: null, is_new: false },
    list_data: { user_block_me: false, i_block_user: false, is_selected: false, i_like_this_user: overrides.liked ?? false, user_like_me: false, is_match: overrides.match ?? false },
    distance: 4,
    geo: { city: overrides.city === null ? null : { name: overrides.city ?? 'Berlin' } },
    similarities: { is_nearby: true },
  } as MemberRecord;
}

const album = (blurred: boolean): PhotoAlbum =>
  ({
    id: 1,
    coverId: 'p1',
    countModerated: 2,
    countUnmoderated: 0,
    createdAt: null,
    photos: [
      { id: 'p1', status: PhotoStatus.moderated, images: { thumb_600: '/m/p1.jpg' }, metadata: { width: 600, height: 750, isAvatar: true, isBlurred: false }, moderation: null },
      { id: 'p2', status: PhotoStatus.moderated, images: { thumb_600: '/m/p2-blur.jpg' }, metadata: { width: 600, height: 750, isAvatar: false, isBlurred: blurred }, moderation: null },
    ],
  }) as unknown as PhotoAlbum;

const vocabulary: Record<string, VocabularyField> = {
  height: { label: 'Height', type: 'range', values: { min: 120, max: 220 }, visible: [] } as unknown as VocabularyField,
  interests: { label: 'Interests', type: 'select_multi', values: { '3': 'Hiking' }, visible: [] } as unknown as VocabularyField,
};

function member(server: FakeServer, answer: unknown, options: { blurred?: boolean } = {}) {
  server.on('GET /rest/v2/user/info/profile', () => json(200, { result: { users: answer === null ? [] : [answer] } }));
  server.on(`GET /apis/photos/v1/users/hid-ana/albums/${PROFILE_ALBUM_ID}`, () => json(200, album(options.blurred ?? false)));
  server.on('GET /rest/v2/user/info/profile/vocabulary', () => json(200, { result: vocabulary }));
  server.on('POST /v3/users/hid-ana:visit', () => json(200, {}));
}

describe("another member's profile (issue 16 point 5, spec 1 §6)", () => {
  it('shows the member with their facts, records the visit, and likes them', async () => {
    const view = await renderUi(<MemberProfilePage hid="hid-ana" />, { path: '/contact/hid-ana' });
    member(view.server, record());
    view.server.on('POST /apis/relations/v1/users/me/likes', () => json(200, { isMatch: false, likesLeft: 74 }));

    expect(await screen.findByRole('heading', { name: 'A***a, 29' })).toBeTruthy();
    const badges = screen.getByText('Berlin').closest('ul')!;
    expect(within(badges).getByText('4 km away')).toBeTruthy();
    expect(within(badges).getByText('Leo')).toBeTruthy();
    expect(await screen.findByText('Hiking')).toBeTruthy();
    expect(screen.getByText('168 cm')).toBeTruthy();
    expect(view.server.calls('POST /v3/users/hid-ana:visit')).toHaveLength(1);
    expect((await screen.findAllByRole('img', { name: /Photo \d of A\*\*\*a/ })).length).toBeGreaterThan(0);
    expect(screen.queryByText(/The other photos are blurred/)).toBeNull();

    await view.user.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('button', { name: 'Liked' })).toBeTruthy();
    expect(view.server.calls('POST /apis/relations/v1/users/me/likes')[0]!.body).toEqual({ contact_hid: 'hid-ana' });
    expect(view.server.calls('POST /apis/relations/v1/users/me/likes')[0]!.url.searchParams.get('context')).toBe('profile');
  });

  it('tells a free viewer that the city and the blurred photos are for premium', async () => {
    const view = await renderUi(<MemberProfilePage hid="hid-ana" />, { path: '/contact/hid-ana' });
    member(view.server, record({ city: null }), { blurred: true });
    await screen.findByRole('heading', { name: 'A***a, 29' });
    expect(screen.getByText('Premium members can see which city they live in.')).toBeTruthy();
    expect(await screen.findByText('The other photos are blurred. Premium members see them all.')).toBeTruthy();
  });

  it('shows a match instead of the like button', async () => {
    const view = await renderUi(<MemberProfilePage hid="hid-ana" />, { path: '/contact/hid-ana' });
    member(view.server, record({ liked: true, match: true }));
    expect(await screen.findByText("You and A***a like each other — it's a match!")).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Like/ })).toBeNull();
  });

  it('shows a stub, and records no visit, for a member who blocked the viewer or is gone', async () => {
    const view = await renderUi(<MemberProfilePage hid="hid-ana" />, { path: '/contact/hid-ana' });
    member(view.server, { common: { id: 'hid-ana', hid: 'hid-ana' }, stub: 'blocking_me' });
    expect(await screen.findByRole('heading', { name: 'This profile isn’t available' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /A\*\*\*a/ })).toBeNull();
    expect(view.server.calls('POST /v3/users/hid-ana:visit')).toHaveLength(0);
  });
});
