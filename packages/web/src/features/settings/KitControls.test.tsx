import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/preact';
import { json } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import choiceStyles from '../../shared/ui/choice.module.css';
import disclosureStyles from '../../shared/ui/Disclosure.module.css';
import toggleStyles from '../../shared/ui/Toggle.module.css';
import { memberServer } from './settings-test-server.ts';

/**
 * Issue 15 point 9: one set of form controls, the kit's. The language list had the browser's blue
 * radios, the notifications orange checkboxes, the FAQ a bare <details>.
 */
describe('settings screens use the kit form controls', () => {
  it('lists the languages as kit radios', async () => {
    memberServer();
    await renderApp({ path: '/settings/language' });

    const english = (await screen.findByRole('radio', { name: 'American English' })) as HTMLInputElement;
    expect(english.checked).toBe(true);
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(10);
    for (const radio of radios) {
      expect(radio.className).toBe(choiceStyles.input);
      expect(radio.closest('label')?.className).toContain(choiceStyles.radio);
    }
  });

  it('shows the e-mail notifications as kit switches', async () => {
    const server = memberServer();
    server.on('GET /rest/v2/user/settings/notification', () =>
      json(200, {
        result: [
          { id: 1, label: 'New messages', disabled: false },
          { id: 2, label: 'New likes', disabled: true },
        ],
      }),
    );
    await renderApp({ path: '/settings/notifications' });

    await screen.findByRole('switch', { name: 'New messages' });
    const switches = screen.getAllByRole('switch') as HTMLInputElement[];
    expect(switches.map((toggle) => toggle.checked)).toEqual([true, false]);
    for (const toggle of switches) {
      expect(toggle.className).toBe(toggleStyles.input);
      expect(toggle.nextElementSibling?.className).toBe(toggleStyles.track);
    }
  });

  it('answers the FAQ in kit disclosures', async () => {
    memberServer();
    await renderApp({ path: '/settings/help-and-support' });

    const question = await screen.findByText('How do I delete my account?');
    const details = question.closest('details')!;
    expect(details.className).toBe(disclosureStyles.disclosure);
    expect(details.querySelector('summary')?.className).toBe(disclosureStyles.summary);
  });
});

const SRC = path.resolve(import.meta.dirname, '../..');
const KIT = path.join(SRC, 'shared/ui');

function sources(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file, pattern);
    return pattern.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('no feature draws its own form controls or focus ring', () => {
  it('leaves radios, checkboxes, switches and disclosures to the kit', () => {
    const offenders = sources(SRC, /\.tsx$/)
      .filter((file) => !file.startsWith(KIT))
      .flatMap((file) => {
        const text = fs.readFileSync(file, 'utf8');
        return [/type=["{][^>]*?(radio|checkbox)/, /role="switch"/, /<details\b/]
          .filter((pattern) => pattern.test(text))
          .map((pattern) => `${path.relative(SRC, file)}: ${pattern}`);
      });
    expect(offenders).toEqual([]);
  });

  it('draws focus rings in the brand colour, not the old blue focus token', () => {
    const offenders = sources(SRC, /\.css$/).filter((file) => fs.readFileSync(file, 'utf8').includes('var(--color-focus)'));
    expect(offenders.map((file) => path.relative(SRC, file))).toEqual([]);
    expect(fs.readFileSync(path.join(SRC, 'app/global.css'), 'utf8')).toMatch(/:focus-visible \{\s*outline: 3px solid var\(--color-primary\);/);
  });
});
