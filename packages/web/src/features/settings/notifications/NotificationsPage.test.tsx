import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/preact';
import { json } from '../../../test/fake-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { memberServer } from '../settings-test-server.ts';

const GET = 'GET /rest/v2/user/settings/notification';
const PUT = 'PUT /rest/v2/user/settings/notifications';

function notificationsServer() {
  let settings = [
    { id: 1, label: 'New messages', disabled: false },
    { id: 2, label: 'New likes', disabled: true },
    { id: 4, label: 'News and offers', disabled: false },
  ];
  const server = memberServer();
  server.on(GET, () => json(200, { result: settings }));
  server.on(PUT, (request) => {
    const { disabled } = request.body as { enabled: number[]; disabled: number[] };
    settings = settings.map((setting) => ({ ...setting, disabled: disabled.includes(setting.id) }));
    return json(200, { result: true });
  });
  return server;
}

describe('e-mail notification settings (spec 1 §2, §3)', () => {
  it('shows each switch as the server has it, offering Save only once something changed', async () => {
    notificationsServer();
    const { user } = await renderApp({ path: '/settings/notifications' });

    const messages = await screen.findByRole('switch', { name: 'New messages' });
    expect((messages as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'New likes' }) as HTMLInputElement).checked).toBe(false);
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await user.click(messages);
    expect(save.disabled).toBe(false);
    await user.click(messages);
    expect(save.disabled).toBe(true);
  });

  it('asks for confirmation, then saves every id on or off and confirms with a push', async () => {
    const server = notificationsServer();
    const { user } = await renderApp({ path: '/settings/notifications' });

    await user.click(await screen.findByRole('switch', { name: 'New likes' }));
    await user.click(screen.getByRole('switch', { name: 'News and offers' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const confirm = await screen.findByRole('dialog', { name: 'Save your e-mail preferences?' });
    expect(server.calls(PUT)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your e-mail preferences are saved.')).toBeTruthy();
    expect(server.calls(PUT).map((call) => call.body)).toEqual([{ enabled: [1, 2], disabled: [4] }]);
    // The list reloads from the server, which now holds the choice, so nothing is left to save.
    await screen.findByRole('switch', { name: 'News and offers' });
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(server.calls(GET).length).toBeGreaterThan(1);
  });

  it('keeps the choice unsaved when the member cancels the confirmation', async () => {
    const server = notificationsServer();
    const { user } = await renderApp({ path: '/settings/notifications' });

    await user.click(await screen.findByRole('switch', { name: 'New likes' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(server.calls(PUT)).toHaveLength(0);
    expect((screen.getByRole('switch', { name: 'New likes' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    let answers = 0;
    const server = memberServer();
    server.on(GET, () => (++answers === 1 ? json(503, { code: 503, message: 'down' }) : json(200, { result: [{ id: 1, label: 'New messages', disabled: false }] })));
    const { user } = await renderApp({ path: '/settings/notifications' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load this page.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'New messages' })).toBeTruthy();
  });
});
