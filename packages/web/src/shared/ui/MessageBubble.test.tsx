import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/preact';
import { renderUi } from '../../test/render-ui.tsx';
import { MessageBubble } from './MessageBubble.tsx';

const SENT_AT = Date.UTC(2025, 4, 17, 14, 5);

describe('MessageBubble message status (spec 3 §4)', () => {
  it('shows no status icon when the status is unspecified', async () => {
    const { container } = await renderUi(<MessageBubble content={{ text: 'Hi' }} info={{ time: SENT_AT, status: 'unspecified' }} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[data-status]')).toBeNull();
  });

  it('shows a small red error icon named "Not sent" when unsent', async () => {
    await renderUi(<MessageBubble own content={{ text: 'Hi' }} info={{ time: SENT_AT, status: 'unsent' }} />);
    const icon = screen.getByRole('img', { name: 'Not sent' });
    expect(icon.dataset.icon).toBe('error');
    expect(icon.style.getPropertyValue('--icon-size')).toBe('14px');
    expect(icon.parentElement!.dataset.status).toBe('unsent');
  });

  it('shows a single check named "Delivered" in the default colour when delivered', async () => {
    await renderUi(<MessageBubble own content={{ text: 'Hi' }} info={{ time: SENT_AT, status: 'delivered' }} />);
    const icon = screen.getByRole('img', { name: 'Delivered' });
    expect(icon.dataset.icon).toBe('check');
    expect(icon.parentElement!.dataset.status).toBe('delivered');
  });

  it('shows a double check named "Read" in the success colour when read', async () => {
    await renderUi(<MessageBubble own content={{ text: 'Hi' }} info={{ time: SENT_AT, status: 'read' }} />);
    const icon = screen.getByRole('img', { name: 'Read' });
    expect(icon.dataset.icon).toBe('double-check');
    expect(icon.parentElement!.dataset.status).toBe('read');
  });

  it('names the status in the reader\u2019s language', async () => {
    await renderUi(<MessageBubble own info={{ time: SENT_AT, status: 'read' }} />, { language: 'de-DE' });
    expect(screen.getByRole('img', { name: 'Gelesen' })).toBeTruthy();
  });
});

describe('MessageBubble parts (spec 3 §2)', () => {
  it('renders header, quote, body, content and info in order', async () => {
    const { container } = await renderUi(
      <MessageBubble
        header={{ icon: 'sparkle', text: 'Smart message', sentiment: 'positive' }}
        quote="Where shall we go?"
        body={<img src="/media/gift.png" alt="A rose" />}
        content={{ text: 'To the sea!', size: 'small' }}
        info={{ time: SENT_AT, statusText: 'edited', status: 'delivered' }}
      />,
    );
    const bubble = container.querySelector('[data-own]')!;
    expect([...bubble.children].map((part) => part.textContent)).toEqual(['Smart message', 'Where shall we go?', '', 'To the sea!', expect.stringContaining('edited')]);
    expect(screen.getByText('Smart message').parentElement!.dataset.sentiment).toBe('positive');
    expect(screen.getByText('Where shall we go?').tagName).toBe('BLOCKQUOTE');
    expect(screen.getByRole('img', { name: 'A rose' })).toBeTruthy();
    expect(screen.getByText('To the sea!').parentElement!.dataset.size).toBe('small');
    expect(container.querySelector('time')!.getAttribute('dateTime')).toBe('2025-05-17T14:05:00.000Z');
  });

  it('uses medium text unless told otherwise', async () => {
    await renderUi(<MessageBubble content={{ text: 'Hello there' }} />);
    expect(screen.getByText('Hello there').parentElement!.dataset.size).toBe('medium');
  });

  it('hides blurred content from screen readers and says a message is hidden instead', async () => {
    await renderUi(<MessageBubble content={{ text: 'A secret', blurred: true }} />);
    const text = screen.getByText('A secret');
    expect(text.getAttribute('aria-hidden')).toBe('true');
    expect(text.parentElement!.dataset.blurred).toBe('true');
    expect(screen.getByText('Hidden message')).toBeTruthy();
  });

  it('marks the viewer\u2019s own messages', async () => {
    const { container } = await renderUi(<MessageBubble own content={{ text: 'Mine' }} />);
    expect(container.querySelector('[data-own]')!.getAttribute('data-own')).toBe('true');
  });
});
