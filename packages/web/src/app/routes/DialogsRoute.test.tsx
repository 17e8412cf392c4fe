import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { json, type FakeServer } from '../../test/fake-server.ts';
import { renderUi } from '../../test/render-ui.tsx';
import { dialogFixture } from '../../features/messenger/messenger.fixture.ts';
import DialogsRoute from './DialogsRoute.tsx';

const MASS_OUTGOING = '/rest/v2/user/mass/outgoing';

/** Two dialogs, and smart messages `on` or off until the member switches them. */
function scene(server: FakeServer, on: boolean) {
  let subscribed = on;
  server.on('GET /v3/messenger/dialogs', () => json(200, { dialogs: [dialogFixture(1), dialogFixture(2)], nextPageToken: '' }));
  server.on(`GET ${MASS_OUTGOING}`, () => json(200, { result: { done: subscribed } }));
  server.on(`POST ${MASS_OUTGOING}`, () => json(200, { result: { done: (subscribed = true) } }));
  server.on(`DELETE ${MASS_OUTGOING}`, () => json(200, { result: { done: (subscribed = false) } }));
  server.on('GET /rest/v2/pings/responses', () => json(200, { result: { count: 2 } }));
  server.on('POST /rest/v2/tracking/push/show', () => json(200, { result: true }));
}

const entry = () => screen.getByRole('button', { name: /^Smart messages/ });

describe('the dialog list’s smart messages entry (spec 2 §2 "Smart messages popups")', () => {
  it('offers the activation while they are off; enabling says so with a push and the entry turns on', async () => {
    const view = await renderUi(<DialogsRoute />, { path: '/dialogs' });
    scene(view.server, false);
    await screen.findByRole('list', { name: 'Dialogs' });
    await waitFor(() => expect(entry().textContent).toBe('Smart messagesLet your greeting find people for you'));

    await view.user.click(entry());
    const offer = screen.getByRole('dialog', { name: 'Smart messages' });
    await view.user.click(within(offer).getByRole('button', { name: 'Try it for free' }));
    await screen.findByRole('dialog', { name: 'Setting up smart messages' });
    expect(view.server.calls(`POST ${MASS_OUTGOING}`).map((call) => call.body)).toEqual([{ context: 'dialogs' }]);
    expect(view.store.getState().overlays.pushes.current).toMatchObject({ type: 'smart_messages_enabled' });
    await waitFor(() => expect(entry().textContent).toBe('Smart messagesYour greeting is reaching suitable peopleOn'));
  });

  it('explains them while they are on, and turns them off after the confirmation with the reply count', async () => {
    const view = await renderUi(<DialogsRoute />, { path: '/dialogs' });
    scene(view.server, true);
    await waitFor(() => expect(entry().textContent).toBe('Smart messagesYour greeting is reaching suitable peopleOn'));

    await view.user.click(entry());
    const explanation = screen.getByRole('dialog', { name: 'How smart messages work' });
    await view.user.click(within(explanation).getByRole('button', { name: 'Turn off' }));
    const confirm = await screen.findByRole('dialog', { name: 'Turn off smart messages?' });
    await waitFor(() => expect(confirm.textContent).toContain('2 people have already replied to your smart messages.'));
    await view.user.click(within(confirm).getByRole('button', { name: 'Turn off' }));

    await waitFor(() => expect(view.server.calls(`DELETE ${MASS_OUTGOING}`)).toHaveLength(1));
    expect(view.store.getState().overlays.pushes.current).toMatchObject({ type: 'smart_messages_disabled' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(entry().textContent).toBe('Smart messagesLet your greeting find people for you'));
    // Edit mode hides the entry: the screen is about choosing dialogs then.
    await view.user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('button', { name: /^Smart messages/ })).toBeNull();
  });
});
