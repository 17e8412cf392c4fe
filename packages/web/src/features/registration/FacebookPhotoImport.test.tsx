import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import { answerSessionStart, fakeServer, json, tokens, type FakeServer } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { writeTraffic } from '../../shared/traffic/traffic.ts';
import type { RegistrationData } from './registration-data.ts';
import { readSocialPrefill, saveSocialPrefill } from './social-prefill.ts';
import { FLOW_STEPS } from './steps.ts';

// The lazy chunks the funnel opens, loaded up front so a cold transform does not eat the waits.
import '../../test/funnel-chunks.ts';

const FB_PHOTOS = ['https://graph.example/photos/1.jpg', 'https://graph.example/photos/2.jpg', 'https://graph.example/photos/3.jpg'];
const IDENTITY = {
  social_provider_id: 1,
  flow: 1 as const,
  email: 'fiona@example.com',
  email_verified: true,
  name: 'Fiona',
  gender: 'female' as const,
  birthday: '1994-07-21',
  picture_url: null,
  photos: FB_PHOTOS,
};
const ANSWERED: RegistrationData = { search_gender: 'male', goal: [1], country_id: 2921044, city_id: 2950159 };
const urlsOf = (hid: string) => ({ avatar: `/media/photos/${hid}/avatar.jpg`, avatar_l: `/media/photos/${hid}/avatar_l.jpg`, o: `/media/photos/${hid}/o.jpg` });

function facebookServer(): FakeServer {
  const server = fakeServer();
  const OK = () => json(200, { result: true });
  server.on('POST /rest/v2/registration/tracking/identifier', () => json(200, { result: { uid: 'uid-1', funnel_id: 'funnel-1' } }));
  server.on('POST /rest/v2/tracking/funnel/start', OK);
  server.on('POST /rest/v2/tracking/funnel/v2/step', OK);
  server.on('POST /v3/ui/events/pageVisit:collect', OK);
  server.on('POST /v3/ui/events/generic:batchCollect', OK);
  server.on('GET /apis/geolocation/v1/geolocate/', () => json(200, { city: null, country: null }));
  server.on('GET /rest/v2/user/info/profile/vocabulary/guest', () => json(200, { result: {} }));
  answerSessionStart(server, { newSession: true });
  return server;
}

/** A Facebook visitor back from the provider, every step answered but the photo step. */
function atPhotoStep() {
  writeTraffic({ direction: 'organic', channel: 'organic', subchannel: '', lastLandingVisit: 1_700_000_000_000, saveParams: '' });
  saveSocialPrefill('facebook', 'fb-token', IDENTITY);
  localStorage.setItem(
    'amora.registration',
    JSON.stringify({
      flow: 'social1',
      data: ANSWERED,
      completedIds: FLOW_STEPS.social1.filter((id) => id !== 'uploadPhoto'),
      skippedIds: [],
      skipOneUsed: false,
      current: 'uploadPhoto',
    }),
  );
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('Facebook photo import on the photo step (flow 1)', () => {
  it('keeps the provider photos out of the funnel data, so the photo step stays open', () => {
    saveSocialPrefill('facebook', 'fb-token', IDENTITY);
    const prefill = readSocialPrefill('social1');
    expect(prefill?.data.photos).toBeUndefined();
    expect(prefill?.photos).toEqual(FB_PHOTOS);
  });

  it('offers the Facebook photos as thumbnails, imports the selected ones and signs up with their hids', async () => {
    atPhotoStep();
    const server = facebookServer();
    server.on('POST /apis/photos/v1/funnels/funnel-1/photos:import', () => json(200, { photos: [{ hid: 'ph-1', urls: urlsOf('ph-1') }, { hid: 'ph-3', urls: urlsOf('ph-3') }] }));
    server.on('POST /rest/v2/signup', () => json(200, { result: { isAutoActivated: true, showPaywall: true, ...tokens({ access: 'fb-member' }), user: { id: 9, hid: 'hid-fb', ok: 1 } } }));
    const { router, user } = await renderApp({ path: '/registration/facebook' });

    expect(await screen.findByRole('heading', { name: 'Your Facebook photos' })).toBeTruthy();
    const thumbnails = screen.getAllByRole('button', { pressed: true });
    expect(thumbnails).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Facebook photo 1' }).getAttribute('src')).toBe(FB_PHOTOS[0]);
    // The normal upload stays available beside the import.
    expect(screen.getByLabelText(/Choose a photo/)).toBeTruthy();

    await user.click(screen.getByRole('img', { name: 'Facebook photo 2' }));
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Import from Facebook' }));

    expect(await screen.findByText('Photos imported from Facebook!')).toBeTruthy();
    expect(server.calls('POST /apis/photos/v1/funnels/funnel-1/photos:import')[0]!.body).toEqual({
      social_provider_id: 1,
      social_token: 'fb-token',
      urls: [FB_PHOTOS[0], FB_PHOTOS[2]],
    });
    expect(screen.getByRole('img', { name: 'Your chosen photo' }).getAttribute('src')).toBe('/media/photos/ph-1/avatar_l.jpg');

    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(server.calls('POST /rest/v2/signup')).toHaveLength(1));
    expect(server.calls('POST /rest/v2/signup')[0]!.body).toMatchObject({ photos: ['ph-1', 'ph-3'], social_provider_id: 1, social_token: 'fb-token', email: 'fiona@example.com' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign/activated'));
  });

  it('shows the photo error the import answers, and sends no photos', async () => {
    atPhotoStep();
    const server = facebookServer();
    server.on('POST /apis/photos/v1/funnels/funnel-1/photos:import', () => json(400, { code: 2, message: 'bad image', fields: { file: 'photos.errors.invalidImage' } }));
    const { user } = await renderApp({ path: '/registration/facebook', language: 'de-DE' });

    await user.click(await screen.findByRole('button', { name: 'Von Facebook importieren' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Dieses Bild kann nicht verwendet werden. Bitte wähle ein anderes Foto.');
    expect(screen.queryByText('Fotos von Facebook importiert!')).toBeNull();
  });
});
