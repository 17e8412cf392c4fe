import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { deactivationReasons } from '@amora/contracts';
import { readTokens } from '../../../api/tokens.ts';
import { json, ownProfile } from '../../../test/fake-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fieldError, memberServer } from '../settings-test-server.ts';

const REASONS = 'GET /rest/v2/user/settings/account/deactivate/reasons';
const DEACTIVATE = 'POST /rest/v2/user/settings/account/deactivate';
const DELETE_ATTEMPT = 'POST /rest/v2/tracking/account/delete-attempt';
const LOGOUT = 'POST /rest/v2/logout';

function deactivationServer(deletingAvailable: boolean, profile = ownProfile()) {
  const server = memberServer(profile);
  server.on(REASONS, () => json(200, { result: { deleting_available: deletingAvailable, reasons: deactivationReasons(deletingAvailable) } }));
  server.on(DELETE_ATTEMPT, () => json(200, { result: true }));
  server.on(LOGOUT, () => json(200, { result: true }));
  return server;
}

async function reasonLinks(): Promise<string[]> {
  const list = await screen.findByRole('navigation', { name: 'Reasons' });
  return within(list).getAllByRole('link').map((link) => link.textContent ?? '');
}

describe('deactivation reasons (spec 1 §4, §9)', () => {
  it('lists 5, 1, 2, 3, 32 and under reason 3 the sub-reasons 4, 6, 8, 9 when deleting is available', async () => {
    deactivationServer(true);
    const { user } = await renderApp({ path: '/settings/deactivation' });

    expect(await reasonLinks()).toEqual(["I need help", "I can't afford it", 'I just want to leave', "Something's wrong", "I'm not happy with the service"]);
    expect(screen.getByRole('heading', { name: 'Delete account' })).toBeTruthy();

    await user.click(screen.getByRole('link', { name: "Something's wrong" }));
    expect(await screen.findByText("What's the problem?")).toBeTruthy();
    expect(await reasonLinks()).toEqual(['I have a problem with a payment', 'I get too many e-mails', 'I see people outside my age range', "Something doesn't work"]);
  });

  it('lists 3, 1, 2, 32 and the sub-reasons 4, 6 when deleting is not available', async () => {
    deactivationServer(false, { ...ownProfile(), payments: { is_pay_user: true } });
    const { user } = await renderApp({ path: '/settings/deactivation' });

    expect(await reasonLinks()).toEqual(["Something's wrong", "I can't afford it", 'I just want to leave', "I'm not happy with the service"]);
    expect(screen.getByRole('heading', { name: 'Deactivate account' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: "Something's wrong" }));
    await screen.findByText("What's the problem?");
    expect(await reasonLinks()).toEqual(['I have a problem with a payment', 'I get too many e-mails']);
  });

  it('routes each reason to its page with the alternative, and reason 1 by whether the member pays', async () => {
    deactivationServer(true);
    await renderApp({ path: '/settings/deactivation' });
    await reasonLinks();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href("I can't afford it")).toBe('/settings/deactivate?reason=1');
    expect(href('I need help')).toBe('/settings/support?reason=5');
    expect(href('I just want to leave')).toBe('/settings/deactivate?reason=2');
    expect(href("I'm not happy with the service")).toBe('/settings/service?reason=32');
  });

  it('shows a paying member the not-able-to-pay page before the deactivate step', async () => {
    deactivationServer(false, { ...ownProfile(), payments: { is_pay_user: true } });
    const { user, router } = await renderApp({ path: '/settings/deactivation' });
    await reasonLinks();

    await user.click(screen.getByRole('link', { name: "I can't afford it" }));
    expect(await screen.findByRole('heading', { name: "Can't afford it?" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Talk to support' }).getAttribute('href')).toBe('/settings/help-and-support');

    await user.click(screen.getByRole('link', { name: 'Continue anyway' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/settings/deactivate?reason=1');
  });

  it.each([
    ['/settings/email-notifications?reason=6', 'Choose my e-mails', '/settings/notifications'],
    ['/settings/age?reason=8', 'Change my age range', '/profile/edit'],
    ['/settings/support?reason=9', 'Get help', '/settings/help-and-support'],
    ['/settings/paying-problem?reason=4', 'Contact support', '/settings/help-and-support'],
  ])('%s offers "%s"', async (path, action, to) => {
    deactivationServer(true);
    await renderApp({ path });
    expect((await screen.findByRole('link', { name: action })).getAttribute('href')).toBe(to);
    expect(screen.getByRole('link', { name: 'Continue anyway' }).getAttribute('href')).toBe(`/settings/deactivate?reason=${new URLSearchParams(path.split('?')[1]).get('reason')}`);
  });
});

describe('the deactivate step (spec 1 §4)', () => {
  it('counts the delete attempt, sends reason, password and comment, then logs out', async () => {
    const server = deactivationServer(true);
    server.on(DEACTIVATE, () => json(200, { result: { ok: -1 } }));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { user } = await renderApp({ path: '/settings/deactivate?reason=32' });

    expect(await screen.findByText(/log in within 30 days to restore them/)).toBeTruthy();
    await waitFor(() => expect(server.calls(DELETE_ATTEMPT).map((call) => call.body)).toEqual([{ reason_id: 32 }]));

    await user.type(screen.getByLabelText("Anything you'd like to tell us? (optional)"), '  Met someone here!  ');
    await user.type(screen.getByLabelText('Your password'), 'my-secret-1');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(server.calls(DEACTIVATE).map((call) => call.body)).toEqual([{ reason_id: 32, password: 'my-secret-1', comment: 'Met someone here!' }]);
    expect(server.calls(LOGOUT)).toHaveLength(1);
    expect(readTokens()).toBeNull();
    assign.mockRestore();
  });

  it('shows a wrong password under the field and stays logged in', async () => {
    const server = deactivationServer(false);
    server.on(DEACTIVATE, () => fieldError({ password: 'settings.errors.passwordWrong' }));
    const { user } = await renderApp({ path: '/settings/deactivate?reason=2' });

    await user.type(await screen.findByLabelText('Your password'), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Deactivate my account' }));

    expect(await screen.findByText("That password isn't right.")).toBeTruthy();
    expect(screen.getByLabelText('Your password').getAttribute('aria-invalid')).toBe('true');
    expect(server.calls(DEACTIVATE)[0]!.body).toEqual({ reason_id: 2, password: 'not-it', comment: null });
    // Hiding is not deleting: no delete attempt is counted.
    expect(server.calls(DELETE_ATTEMPT)).toHaveLength(0);
    expect(readTokens()).not.toBeNull();
  });

  it('sends a reason outside the member’s list back to the reasons', async () => {
    deactivationServer(false);
    const { router } = await renderApp({ path: '/settings/deactivate?reason=8' });
    await reasonLinks();
    expect(router.state.location.pathname).toBe('/settings/deactivation');
  });
});
