import type { Locator, Page } from 'playwright-core';
import { member, type MemberData, type MemberOverrides } from '../../packages/server/src/testing/personas.ts';
import { escapeRegExp, horizontalOverflow, translation } from './pages.ts';
import { watchRequests } from './network.ts';
import { photograph } from './screenshots.ts';

export const STEP_IDS = [
  'gender',
  'name',
  'birthday',
  'goal',
  'marital',
  'children',
  'education',
  'position',
  'alcohol',
  'smoking',
  'interests',
  'religion',
  'height',
  'language',
  'conversationPrompt',
  'searchAge',
  'location',
  'email',
  'password',
  'uploadPhoto',
] as const;
export type StepId = (typeof STEP_IDS)[number];

/** What the visitor types and picks; name, e-mail, password and birthday (YYYY-MM-DD) as the shared member data has them. */
export interface Answers extends Pick<MemberData, 'name' | 'email' | 'password' | 'birthday'> {
  /** A JPEG on disk for the photo step. */
  photoFile: string;
  /** Facebook flow: on the photo step, import the offered Facebook photos instead of uploading. */
  importFacebookPhotos?: boolean;
}

/**
 * Answers from the member generator the server tests use (packages/server/src/testing/personas.ts):
 * bob unless another persona is named — a man looking for women, as `answer` picks on the gender step.
 */
export function funnelAnswers(options: MemberOverrides & Pick<Answers, 'photoFile' | 'importFacebookPhotos'>): Answers {
  const { photoFile, importFacebookPhotos, ...overrides } = options;
  const { name, email, password, birthday } = member({ persona: 'bob', ...overrides });
  return { name, email, password, birthday, photoFile, ...(importFacebookPhotos ? { importFacebookPhotos } : {}) };
}

export interface FunnelRun {
  /** Steps in the order shown. */
  steps: StepId[];
}

/** Which step the page shows, from its title. */
async function currentStep(page: Page, lang: string): Promise<StepId> {
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  const step = STEP_IDS.find((id) => translation(lang, 'registration', `steps.${id}.title`) === title);
  if (!step) throw new Error(`Unknown registration step titled "${title}" at ${page.url()}`);
  return step;
}

/** Taps the card or chip around a visually hidden radio or checkbox, as a finger does. */
async function tap(input: Locator): Promise<void> {
  await input.locator('xpath=ancestor::label[1]').click();
  await input.and(input.page().locator(':checked')).waitFor({ state: 'attached', timeout: 5_000 });
}

/** Answers the step on screen as a visitor would: a choice, a value, a file. */
async function answer(page: Page, lang: string, step: StepId, answers: Answers): Promise<void> {
  const t = (key: string) => translation(lang, 'registration', key);
  const form = page.getByRole('form');
  switch (step) {
    case 'gender':
      await tap(form.getByRole('radio', { name: t('gender.male'), exact: true }));
      await tap(form.getByRole('radio', { name: t('gender.search.female'), exact: true }));
      return;
    case 'name':
      await form.getByLabel(t('name.label')).fill(answers.name);
      return;
    case 'birthday': {
      const [year, month, day] = answers.birthday.split('-');
      await form.getByLabel(t('birthday.day'), { exact: true }).selectOption(String(Number(day)));
      await form.getByLabel(t('birthday.month'), { exact: true }).selectOption(String(Number(month)));
      await form.getByLabel(t('birthday.year'), { exact: true }).selectOption(year!);
      return;
    }
    case 'height':
    case 'searchAge':
    case 'location':
      // Sensible defaults are set on entry (sliders, the geolocated city): accepted as they are.
      return;
    case 'email':
      await form.getByLabel(t('email.label')).fill(answers.email);
      return;
    case 'password':
      await form.getByLabel(t('password.label'), { exact: true }).fill(answers.password);
      return;
    case 'uploadPhoto':
      if (answers.importFacebookPhotos) {
        await form.getByRole('button', { name: t('photo.importFacebook'), exact: true }).click();
        await form.getByRole('status').filter({ hasText: t('photo.imported') }).waitFor();
        return;
      }
      await form.getByLabel(t('photo.choose')).setInputFiles(answers.photoFile);
      await form.getByRole('status').filter({ hasText: t('photo.uploaded') }).waitFor();
      return;
    default: {
      // Vocabulary steps: the first option (radio cards), or the first two (chips).
      await form.getByRole('radio').or(form.getByRole('checkbox')).first().waitFor();
      const radios = form.getByRole('radio');
      if ((await radios.count()) > 0) {
        await tap(radios.first());
        return;
      }
      const boxes = form.getByRole('checkbox');
      await tap(boxes.nth(0));
      if ((await boxes.count()) > 1) await tap(boxes.nth(1));
    }
  }
}

/** The home page's register button after ticking the agreement, as a visitor does. */
export async function registerFromHome(page: Page, lang: string): Promise<void> {
  const register = page.getByRole('button', { name: translation(lang, 'auth', 'home.hero.register') });
  await register.waitFor();
  await page.getByRole('checkbox').check();
  await register.click();
  await page.waitForURL(/\/registration/);
}

export interface FunnelOptions {
  /** Stops when this step is on screen, before answering it. */
  until?: StepId;
}

/**
 * Goes through the funnel on screen step by step until the page leaves `/registration` (or shows
 * the `until` step), failing on sideways scrolling.
 */
export async function completeFunnel(page: Page, lang: string, answers: Answers, options: FunnelOptions = {}): Promise<FunnelRun> {
  const { until } = options;
  const run: FunnelRun = { steps: [] };
  const requests = watchRequests(page);
  for (let guard = 0; guard < STEP_IDS.length + 2; guard += 1) {
    await page.waitForURL((url) => !url.pathname.startsWith('/registration') || url.hash.length > 1);
    if (!new URL(page.url()).pathname.startsWith('/registration')) return run;
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    // The funnel may have finished since the address was read: a page past it is not a step.
    const step = await currentStep(page, lang).catch((error: unknown) => {
      if (new URL(page.url()).pathname.startsWith('/registration')) throw error;
      return null;
    });
    if (step === null || step === until) return run;
    if (run.steps.at(-1) === step) throw new Error(`The ${step} step did not go on: ${await page.locator('[role=alert]').allTextContents()}`);
    run.steps.push(step);
    await answer(page, lang, step, answers);
    await requests.quiet();
    const overflow = await horizontalOverflow(page);
    if (overflow > 0) throw new Error(`The ${step} step scrolls sideways by ${overflow}px`);
    await photograph(page, `registration/${lang}-${String(run.steps.length).padStart(2, '0')}-${step}.png`, { fullPage: false });
    const isLast = (await page.getByRole('button', { name: translation(lang, 'registration', 'finish'), exact: true }).count()) > 0;
    const next = page.getByRole('button', { name: translation(lang, 'registration', isLast ? 'finish' : 'continue'), exact: true });
    await next.click();
    // The step has gone when its title has changed or the page left the funnel.
    await page.waitForFunction(
      ({ title }) => !location.pathname.startsWith('/registration') || document.querySelector('h1')?.textContent?.trim() !== title,
      { title: translation(lang, 'registration', `steps.${step}.title`) },
      { timeout: 15_000 },
    );
  }
  throw new Error(`The funnel did not end; steps seen: ${run.steps.join(', ')} (${escapeRegExp(page.url())})`);
}
