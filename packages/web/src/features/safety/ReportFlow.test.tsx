import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { json, type FakeServer } from '../../test/fake-server.ts';
import { renderUi } from '../../test/render-ui.tsx';
import { SafetyMenu } from './SafetyMenu.tsx';

const REASONS = [
  { id: 1, title: 'Spam or advertising', isRequired: false, minLength: 0, maxLength: 500 },
  { id: 7, title: 'Something else', isRequired: true, minLength: 10, maxLength: 1000 },
];

function reasons(server: FakeServer) {
  server.on('GET /rest/v2/user/abuse/reasons', () => json(200, { result: { reasons: REASONS } }));
}

async function openReport(view: Awaited<ReturnType<typeof renderUi>>) {
  await view.user.click(await screen.findByRole('button', { name: 'More options for Ana' }));
  await view.user.click(screen.getByRole('menuitem', { name: 'Report' }));
  return screen.findByRole('dialog', { name: 'Report Ana' });
}

describe('the abuse report popup (spec 2 §2, §4, §5)', () => {
  it('goes from the server’s reasons to a comment held to the reason’s bounds, then thanks', async () => {
    const view = await renderUi(<SafetyMenu hid="hid-ana" name="Ana" onBlocked={vi.fn()} />);
    reasons(view.server);
    view.server.on('POST /rest/v2/user/abuse/send', () => json(200, { result: { status: 'received' } }));

    await openReport(view);
    await view.user.click(await screen.findByRole('button', { name: 'Something else' }));
    expect(await screen.findByRole('dialog', { name: 'Tell us more' })).toBeTruthy();
    expect(screen.getByText('Please write at least 10 characters so our team can check it.')).toBeTruthy();

    // Required: nothing written is refused before any call.
    await view.user.click(screen.getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please tell us what happened.');
    const field = screen.getByRole('textbox', { name: 'What happened?' });
    expect(field.getAttribute('aria-invalid')).toBe('true');

    // Too short, counted live as the server counts (trimmed).
    fireEvent.input(field, { target: { value: '  too short ' } });
    expect(screen.getByText('9 / 1000')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please write at least 10 characters.');
    expect(view.server.calls('POST /rest/v2/user/abuse/send')).toHaveLength(0);

    fireEvent.input(field, { target: { value: ' They asked me for money twice. ' } });
    expect(screen.getByText('30 / 1000')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('dialog', { name: 'Thanks for letting us know' })).toBeTruthy();
    expect(view.server.calls('POST /rest/v2/user/abuse/send')[0]!.body).toEqual({ user_hid: 'hid-ana', reason_id: 7, text: 'They asked me for money twice.', context: 'profile' });

    await view.user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends an optional reason without a comment, goes back to the reasons, and answers a second report kindly', async () => {
    const view = await renderUi(<SafetyMenu hid="hid-ana" name="Ana" onBlocked={vi.fn()} />);
    reasons(view.server);
    view.server.on('POST /rest/v2/user/abuse/send', () => json(200, { result: { status: 'already_reported' } }));

    await openReport(view);
    await view.user.click(await screen.findByRole('button', { name: 'Something else' }));
    await view.user.click(await screen.findByRole('button', { name: 'Back' }));
    await view.user.click(await screen.findByRole('button', { name: 'Spam or advertising' }));
    expect(screen.getByText('Optional, but it helps our team.')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('dialog', { name: 'You’ve already reported Ana' })).toBeTruthy();
    expect(view.server.calls('POST /rest/v2/user/abuse/send')[0]!.body).toMatchObject({ reason_id: 1, text: '' });
  });

  it('shows the server’s field error in the member’s words, and a failure as such', async () => {
    const view = await renderUi(<SafetyMenu hid="hid-ana" name="Ana" onBlocked={vi.fn()} />);
    reasons(view.server);
    let answer = json(400, { code: 400, message: 'invalid', fields: { text: 'safety.errors.textTooShort' } });
    view.server.on('POST /rest/v2/user/abuse/send', () => answer);

    await openReport(view);
    await view.user.click(await screen.findByRole('button', { name: 'Something else' }));
    fireEvent.input(screen.getByRole('textbox', { name: 'What happened?' }), { target: { value: 'Ten chars!!' } });
    await view.user.click(screen.getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please write at least 10 characters.');

    answer = json(500, { code: 500, message: 'boom' });
    await view.user.click(screen.getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We couldn’t send your report. Please try again.');
  });
});
