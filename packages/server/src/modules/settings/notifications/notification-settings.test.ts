import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCode, NOTIFICATION_SETTING_TYPES, NotificationFieldError, NotificationType } from '@amora/contracts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../../testing/test-app.ts';

describe.each(TEST_DIALECTS)('e-mail notification settings on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const list = (headers: Record<string, string>) => t.request({ method: 'GET', url: '/rest/v2/user/settings/notification', headers });
  const save = (headers: Record<string, string>, payload: Record<string, unknown>) => t.request({ method: 'PUT', url: '/rest/v2/user/settings/notifications', headers, payload });
  const disabledIds = async (headers: Record<string, string>) =>
    ((await list(headers)).json().result as Array<{ id: number; disabled: boolean }>).filter((item) => item.disabled).map((item) => item.id);

  it('lists every type but the service one, labelled in the request language, all on', async () => {
    const member = await t.seed.member();
    const english = await list({ ...member.headers, 'accept-language': 'en-US' });
    expect(english.statusCode, english.body).toBe(200);
    const items = english.json().result as Array<{ id: number; label: string; disabled: boolean }>;
    expect(items.map((item) => item.id)).toEqual([...NOTIFICATION_SETTING_TYPES]);
    expect(items.map((item) => item.id)).not.toContain(NotificationType.service);
    expect(items.every((item) => !item.disabled)).toBe(true);
    expect(items[0]).toEqual({ id: NotificationType.newMessages, label: 'New messages', disabled: false });

    const german = (await list({ ...member.headers, 'accept-language': 'de-DE,de;q=0.9' })).json().result;
    expect(german[0].label).toBe('Neue Nachrichten');
    const russian = (await list({ ...member.headers, cookie: 'lang=ru-RU' })).json().result;
    expect(russian.find((item: { id: number }) => item.id === NotificationType.profileVisitors).label).toBe('Гости профиля');
  });

  it('starts with every type off for a member who declined e-mail at sign-up', async () => {
    const member = await t.seed.member({ profile: { is_subscribed: 0 } });
    expect(await disabledIds(member.headers)).toEqual([...NOTIFICATION_SETTING_TYPES]);
  });

  it('saves what the member turns off and on, and keeps what the body leaves out', async () => {
    const member = await t.seed.member();
    const other = await t.seed.member();
    const off = await save(member.headers, { enabled: [], disabled: [NotificationType.likes, NotificationType.specialOffers] });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ result: true });
    expect(await disabledIds(member.headers)).toEqual([NotificationType.likes, NotificationType.specialOffers]);

    expect((await save(member.headers, { enabled: [NotificationType.likes] })).statusCode).toBe(200);
    expect(await disabledIds(member.headers)).toEqual([NotificationType.specialOffers]);
    expect(await disabledIds(other.headers)).toEqual([]);
  });

  it('refuses unknown ids, the service id and contradictions with field errors, writing nothing', async () => {
    const member = await t.seed.member();
    await save(member.headers, { disabled: [NotificationType.gifts] });
    const bad = [
      { body: { enabled: [NotificationType.likes], disabled: [999] }, fields: { disabled: NotificationFieldError.notificationInvalid } },
      { body: { enabled: [0, NotificationType.matches] }, fields: { enabled: NotificationFieldError.notificationInvalid } },
      { body: { disabled: [NotificationType.service] }, fields: { disabled: NotificationFieldError.notificationInvalid } },
      { body: { enabled: [NotificationType.likes], disabled: [NotificationType.likes] }, fields: { disabled: NotificationFieldError.notificationInvalid } },
      { body: { disabled: [1.5] }, fields: { 'disabled.0': NotificationFieldError.notificationInvalid } },
      { body: { enabled: 'all' }, fields: { enabled: NotificationFieldError.notificationInvalid } },
      { body: { disabled: ['likes'] }, fields: { 'disabled.0': NotificationFieldError.notificationInvalid } },
    ];
    for (const { body, fields } of bad) {
      const res = await save(member.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: ApiCode.validation, fields });
    }
    expect(await disabledIds(member.headers)).toEqual([NotificationType.gifts]);
  });

  it('answers only a signed-in member', async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await save({}, { disabled: [NotificationType.likes] })).statusCode).toBe(401);
  });
});
