import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_SCHEME, type PhotoModeration } from '@amora/contracts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';

type Gender = 'male' | 'female';

interface MemberOptions {
  gender: Gender;
  searchGender?: Gender;
  /** [latitude, longitude], or null for a member without a city. */
  at: [number, number] | null;
  ok?: number;
  /** The avatar's moderation; null for a member without photos. */
  avatar?: PhotoModeration | null;
}

interface Member {
  accountId: number;
  accountHid: string;
  /** Photo hid of the avatar, when it has one. */
  photoHid?: string;
}

const BERLIN: [number, number] = [52.52, 13.405];
const POTSDAM: [number, number] = [52.39, 13.06];
const HAMBURG: [number, number] = [53.55, 9.99];
const PARIS: [number, number] = [48.85, 2.35];
const NEW_YORK: [number, number] = [40.71, -74.01];

let shade = 0;

/** A distinct 200 × 200 JPEG per call, so no two photos share an image. */
function upload(): Promise<Buffer> {
  shade = (shade + 37) % 256;
  return sharp({ create: { width: 200, height: 200, channels: 3, background: { r: shade, g: 255 - shade, b: 90 } } })
    .jpeg()
    .toBuffer();
}

/** A member from the seed, the avatar stored through the photo files service with the moderation asked for. */
async function member(t: TestApp, options: MemberOptions): Promise<Member> {
  const { account } = await t.seed.member({
    name: 'Sam',
    gender: options.gender,
    birthday: '1992-06-10',
    search_gender: options.searchGender ?? (options.gender === 'male' ? 'female' : 'male'),
    search_age_from: 25,
    search_age_to: 45,
    // Exact points rather than cities: the order by distance is what is tested.
    profile: { latitude: options.at?.[0] ?? null, longitude: options.at?.[1] ?? null },
    ok: options.ok,
    signIn: false,
  });
  const moderation = options.avatar === undefined ? 'approved' : options.avatar;
  const photo = moderation ? await t.app.services.photoFiles.storePhoto(account.id, await upload(), { isAvatar: true, moderation }) : undefined;
  return { accountId: account.id, accountHid: account.hid, photoHid: photo?.hid };
}

async function headersOf(t: TestApp, accountId: number): Promise<{ authorization: string }> {
  const account = (await t.app.services.accounts.findById(accountId))!;
  const tokens = await t.app.platform.sessions.start(account);
  return { authorization: `${AUTH_SCHEME} ${tokens.accessToken.access_token}` };
}

function photoHidOf(url: string): string {
  // Signed for another member's eyes (media-urls.ts): only approved photos of active members serve.
  const match = /^\/media\/photos\/([^/]+)\/[a-z0-9_]+\.(jpg|webp)\?e=\d+&a=member&s=[\w-]+$/.exec(url);
  if (!match) throw new Error(`Not a photo URL: ${url}`);
  return match[1]!;
}

describe.each(TEST_DIALECTS)('GET /v3/paywalls/content/photos on %s', (dialect) => {
  let t: TestApp;
  let viewer: Member;
  let viewerHeaders: { authorization: string };
  const men: Record<string, Member> = {};
  const others: Member[] = [];

  const get = (query: string, headers: Record<string, string> = viewerHeaders) =>
    t.request({ method: 'GET', url: `/v3/paywalls/content/photos${query}`, headers });

  beforeAll(async () => {
    t = await startTestApp(dialect);
    viewer = await member(t, { gender: 'female', at: BERLIN });
    viewerHeaders = await headersOf(t, viewer.accountId);
    // Created out of distance order, so only the ordering puts them right.
    men.paris = await member(t, { gender: 'male', at: PARIS });
    men.unlocated = await member(t, { gender: 'male', at: null });
    men.potsdam = await member(t, { gender: 'male', at: POTSDAM });
    men.newYork = await member(t, { gender: 'male', at: NEW_YORK });
    men.hamburg = await member(t, { gender: 'male', at: HAMBURG });
    // Next door to the viewer, and never shown.
    others.push(
      await member(t, { gender: 'female', at: BERLIN }),
      await member(t, { gender: 'male', at: BERLIN, ok: 0 }),
      await member(t, { gender: 'male', at: BERLIN, ok: -1 }),
      await member(t, { gender: 'male', at: BERLIN, ok: -2 }),
      await member(t, { gender: 'male', at: BERLIN, avatar: 'pending' }),
      await member(t, { gender: 'male', at: BERLIN, avatar: 'rejected' }),
      await member(t, { gender: 'male', at: BERLIN, avatar: null }),
    );
    // A man in Berlin whose only approved photo is not his avatar.
    const notAvatar = await member(t, { gender: 'male', at: BERLIN, avatar: null });
    await t.app.services.photoFiles.storePhoto(notAvatar.accountId, await upload(), { isAvatar: false, moderation: 'approved' });
    others.push(notAvatar);
  });
  afterAll(() => t.close());

  it('answers approved avatars of active members of the searched gender, nearest first, 4 by default', async () => {
    const res = await get('?preset=avatar_360sm&timestamp=1');
    expect(res.statusCode).toBe(200);
    const { photos } = res.json() as { photos: Array<{ url: string; preset: string }> };
    expect(photos.map((p) => photoHidOf(p.url))).toEqual([men.potsdam, men.hamburg, men.paris, men.newYork].map((m) => m!.photoHid));
    expect(photos.every((p) => p.preset === 'avatar_360sm' && p.url.includes('/avatar_360sm.jpg?'))).toBe(true);
  });

  it('puts members without a location after everyone located, and honours pageSize up to 20', async () => {
    const all = await get('?preset=avatar&pageSize=20');
    expect(all.statusCode).toBe(200);
    const hids = (all.json().photos as Array<{ url: string }>).map((p) => photoHidOf(p.url));
    expect(hids).toEqual([men.potsdam, men.hamburg, men.paris, men.newYork, men.unlocated].map((m) => m!.photoHid));

    const one = await get('?preset=avatar&pageSize=1');
    expect(one.json().photos.map((p: { url: string }) => photoHidOf(p.url))).toEqual([men.potsdam!.photoHid]);
  });

  it('refuses pageSize outside 1..20 and a preset not in the preset table with 400 field errors', async () => {
    for (const pageSize of ['0', '21', '-1', '2.5', 'four']) {
      const res = await get(`?preset=avatar&pageSize=${pageSize}`);
      expect(res.statusCode, pageSize).toBe(400);
      expect(res.json().fields).toHaveProperty('pageSize');
    }
    for (const query of ['?preset=huge', '?preset=', '?pageSize=4']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, fields: { preset: expect.any(String) } });
    }
  });

  it('never tells whose photo it is: no hid or id of other members', async () => {
    const res = await get('?preset=avatar_l&pageSize=20');
    expect(res.statusCode).toBe(200);
    for (const photo of res.json().photos) expect(Object.keys(photo).sort()).toEqual(['preset', 'url']);
    for (const m of [...Object.values(men), ...others]) expect(res.body).not.toContain(m.accountHid);
    expect(res.body).not.toMatch(/"(hid|id|account_id|accountId|userHid)"/);
  });

  it('serves URLs that answer the rendition, in the preset format (w only exists as WebP)', async () => {
    const res = await get('?preset=w&pageSize=1');
    const [photo] = res.json().photos as Array<{ url: string }>;
    expect(photo!.url).toMatch(new RegExp(`^/media/photos/${men.potsdam!.photoHid}/w\\.webp\\?`));
    const media = await t.request({ method: 'GET', url: photo!.url });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
  });

  it('never shows the member their own photo', async () => {
    const self = await member(t, { gender: 'male', searchGender: 'male', at: POTSDAM });
    const res = await get('?preset=avatar&pageSize=20', await headersOf(t, self.accountId));
    expect(res.statusCode).toBe(200);
    const hids = (res.json().photos as Array<{ url: string }>).map((p) => photoHidOf(p.url));
    expect(hids).not.toContain(self.photoHid);
    expect(hids).toEqual([men.potsdam, men.hamburg, men.paris, men.newYork, men.unlocated].map((m) => m!.photoHid));
  });

  it('corrects longitude by latitude: a degree east is shorter in the north', async () => {
    // At 60° N one degree of longitude is half a degree of latitude: 1.2° east (≈ 67 km) is
    // nearer than 0.8° north (≈ 89 km), though raw degrees say otherwise.
    const northerner = await member(t, { gender: 'female', searchGender: 'female', at: [60, 20] });
    const north = await member(t, { gender: 'female', at: [60.8, 20] });
    const east = await member(t, { gender: 'female', at: [60, 21.2] });
    const res = await get('?preset=avatar&pageSize=2', await headersOf(t, northerner.accountId));
    expect((res.json().photos as Array<{ url: string }>).map((p) => photoHidOf(p.url))).toEqual([east.photoHid, north.photoHid]);
  });

  it('looks past the nearby box when its nearest lies in a corner of it', async () => {
    // (4.9, 4.9) is inside the ±5° box but ~7° away; (0, 6) is outside it and only 6° away.
    const equator = await member(t, { gender: 'female', at: [0, 0] });
    const corner = await member(t, { gender: 'male', at: [4.9, 4.9] });
    const outside = await member(t, { gender: 'male', at: [0, 6] });
    const headers = await headersOf(t, equator.accountId);
    const one = await get('?preset=avatar&pageSize=1', headers);
    expect((one.json().photos as Array<{ url: string }>).map((p) => photoHidOf(p.url))).toEqual([outside.photoHid]);
    const two = await get('?preset=avatar&pageSize=2', headers);
    expect((two.json().photos as Array<{ url: string }>).map((p) => photoHidOf(p.url))).toEqual([outside.photoHid, corner.photoHid]);
  });

  it('a member without a location still gets photos, newest first', async () => {
    const nowhere = await member(t, { gender: 'female', at: null });
    const res = await get('?preset=avatar&pageSize=2', await headersOf(t, nowhere.accountId));
    expect(res.statusCode).toBe(200);
    expect(res.json().photos).toHaveLength(2);
  });

  it('requires a login (401) and an active member (401 code 10)', async () => {
    const anonymous = await t.request({ method: 'GET', url: '/v3/paywalls/content/photos?preset=avatar' });
    expect(anonymous.statusCode).toBe(401);
    const hidden = others.find((m) => m.photoHid && m !== others[0])!;
    const res = await get('?preset=avatar', await headersOf(t, hidden.accountId));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(10);
  });
});
