import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { getDatabase } from '@/lib/db/database';
import { chooseLanguage } from '@/lib/db/language';
import { saveReminders } from '@/lib/db/reminders';
import { authUsers, pushSubscriptions, reminderSettings } from '@/lib/db/schema';
import { istMoment } from '@/lib/domain/india-time';
import { REMINDER_MESSAGES } from '@/lib/domain/reminder-schema';
import type { ReminderSettings } from '@/lib/domain/reminders';
import { EveryChannel, type Delivery, type MessageSender } from '@/lib/messages/sender';
import { WebPushSender } from '@/lib/messages/web-push';
import {
  CloudApiTransport,
  removeFromWhatsAppLog,
  WhatsAppSender,
  whatsappLog,
  whatsappLogPath,
  whatsappTransport,
} from '@/lib/messages/whatsapp';
import { runReminderRound } from '@/lib/reminders/worker';
import { createAuthUser } from '../support/db';
import { startPushService } from '../support/push-service';
import { startWhatsAppStandIn } from '../support/whatsapp-stand-in';

// Reminders on WhatsApp: the consent, the Cloud API adapter against a local stand-in of its
// HTTP API, and the WhatsApp log that stands in for it by default.

const reminder = {
  title: 'Morning weigh-in',
  body: "Step on the scale and log today's weight.",
  url: '/account?reminder=weigh-in#reminders',
  tag: 'weigh-in',
  language: 'en' as const,
};
const settings = (whatsapp: boolean): ReminderSettings => ({
  weighInAt: '07:00',
  water: null,
  workoutAt: null,
  meals: false,
  measure: false,
  chatReplies: true,
  videoCalls: true,
  whatsapp,
});

async function phoneOf(user: { id: string }): Promise<string> {
  const { db } = await getDatabase();
  const [row] = await db.select({ phone: authUsers.phone }).from(authUsers).where(eq(authUsers.id, user.id));
  return row!.phone!.replace(/\D/g, '');
}

describe('reminders on WhatsApp', () => {
  const access = { token: 'EAAG-test-token-0123456789', phoneNumberId: '106540352242922' };
  let api: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
  let cloud: CloudApiTransport;
  beforeAll(async () => {
    api = await startWhatsAppStandIn(access);
    cloud = new CloudApiTransport({
      accessToken: access.token,
      phoneNumberId: access.phoneNumberId,
      template: 'wellfit_reminder',
      baseUrl: api.url,
    });
  });
  afterAll(() => api.close());

  it('goes only to a customer who ticked it, as the approved template with the title, text and full link', async () => {
    const { db } = await getDatabase();
    const sender = new WhatsAppSender(db, cloud);
    const user = await createAuthUser();
    await saveReminders(user, settings(false));
    expect(await sender.send(user.id, reminder)).toBe('no-device');
    expect(api.received).toEqual([]);

    await saveReminders(user, settings(true));
    const [consent] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, user.id));
    expect(consent).toMatchObject({ whatsappOptInText: REMINDER_MESSAGES.whatsappOptIn });
    expect(consent!.whatsappOptedInAt).toBeInstanceOf(Date);
    // Saving again keeps the moment the consent was given.
    await saveReminders(user, settings(true));
    const [again] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, user.id));
    expect(again!.whatsappOptedInAt).toEqual(consent!.whatsappOptedInAt);

    expect(await sender.send(user.id, reminder)).toBe('sent');
    expect(api.received).toEqual([
      {
        version: expect.stringMatching(/^v\d+\.\d+$/),
        phoneNumberId: access.phoneNumberId,
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: await phoneOf(user),
          type: 'template',
          template: {
            name: 'wellfit_reminder',
            language: { code: 'en' },
            components: [
              {
                type: 'body',
                parameters: [
                  { type: 'text', text: 'Morning weigh-in' },
                  { type: 'text', text: "Step on the scale and log today's weight." },
                  { type: 'text', text: 'http://localhost:3000/account?reminder=weigh-in#reminders' },
                ],
              },
            ],
          },
        },
      },
    ]);

    await saveReminders(user, settings(false));
    const [withdrawn] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, user.id));
    expect(withdrawn).toMatchObject({ whatsappOptedInAt: null, whatsappOptInText: null });
  });

  it('says no-device for a number without WhatsApp, and failed when the API refuses the sender', async () => {
    const { db } = await getDatabase();
    const user = await createAuthUser();
    await saveReminders(user, settings(true));
    api.notOnWhatsApp.add(await phoneOf(user));
    expect(await new WhatsAppSender(db, cloud).send(user.id, reminder)).toBe('no-device');

    const revoked = new CloudApiTransport({
      accessToken: 'EAAG-revoked-token-000000',
      phoneNumberId: access.phoneNumberId,
      template: 'wellfit_reminder',
      baseUrl: api.url,
    });
    const other = await createAuthUser();
    await saveReminders(other, settings(true));
    expect(await new WhatsAppSender(db, revoked).send(other.id, reminder)).toBe('failed');
  });

  it("speaks the customer's language: a Hindi reader's reminder in Hindi by web push, and WhatsApp's template in its Hindi translation", async () => {
    const push = await startPushService();
    try {
      const { db } = await getDatabase();
      const [hindi, english] = [await createAuthUser(), await createAuthUser()];
      await chooseLanguage(hindi, 'hi');
      const devices = new Map<string, string>();
      for (const user of [hindi, english]) {
        await saveReminders(user, { ...settings(true), weighInAt: '06:30' });
        const device = push.subscribe();
        devices.set(user.id, device.endpoint);
        await db
          .insert(pushSubscriptions)
          .values({ userId: user.id, endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth });
      }
      const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:care@wellfit.example' };
      const channels = new EveryChannel([new WebPushSender(db, vapid, { agent: push.agent }), new WhatsAppSender(db, cloud)]);
      const before = api.received.length;
      await runReminderRound(db, channels, 'languages', { now: istMoment('2031-05-05', '06:30') });

      const pushed = (user: { id: string }) =>
        push.received.filter((r) => r.endpoint === devices.get(user.id)).map((r) => r.payload);
      expect(pushed(hindi)).toEqual([
        expect.objectContaining({ title: 'सुबह का वज़न', body: 'नाश्ते से पहले वज़न करें और आज का वज़न लिखें।' }),
      ]);
      expect(pushed(english)).toEqual([
        expect.objectContaining({
          title: 'Morning weigh-in',
          body: "Step on the scale before breakfast and log today's weight.",
        }),
      ]);
      const template = async (user: { id: string }) => {
        const phone = await phoneOf(user);
        return api.received.slice(before).find((sent) => sent.body.to === phone)?.body.template;
      };
      expect(await template(hindi)).toMatchObject({
        name: 'wellfit_reminder',
        language: { code: 'hi' },
        components: [{ type: 'body', parameters: [{ text: 'सुबह का वज़न' }, { text: 'नाश्ते से पहले वज़न करें और आज का वज़न लिखें।' }, {}] }],
      });
      expect(await template(english)).toMatchObject({
        language: { code: 'en' },
        components: [
          {
            parameters: [
              { text: 'Morning weigh-in' },
              { text: "Step on the scale before breakfast and log today's weight." },
              {},
            ],
          },
        ],
      });
      expect(push.errors).toEqual([]);
    } finally {
      await push.close();
    }
  });

  it('reaches a customer on every channel they have: sent if any took it', async () => {
    const none: MessageSender = { channel: 'none', send: async (): Promise<Delivery> => 'no-device' };
    const broken: MessageSender = { channel: 'broken', send: async (): Promise<Delivery> => 'failed' };
    const { db } = await getDatabase();
    const user = await createAuthUser();
    await saveReminders(user, settings(true));
    expect(await new EveryChannel([none, new WhatsAppSender(db, cloud)]).send(user.id, reminder)).toBe('sent');
    expect(await new EveryChannel([none, none]).send(user.id, reminder)).toBe('no-device');
    expect(await new EveryChannel([none, broken]).send(user.id, reminder)).toBe('failed');
  });

  it('uses the Cloud API only with both WHATSAPP_ settings; otherwise the WhatsApp log, which forgets a deleted account', async () => {
    expect(whatsappTransport({}).name).toBe('log');
    expect(whatsappTransport({ WHATSAPP_ACCESS_TOKEN: access.token, WHATSAPP_PHONE_NUMBER_ID: access.phoneNumberId }).name).toBe(
      'cloud-api',
    );

    await whatsappLog.send({
      to: '919800000001',
      title: 'Log your meals',
      body: 'It takes a minute.',
      link: 'http://localhost:3000/',
      language: 'en',
    });
    await whatsappLog.send({
      to: '919800000002',
      title: 'Workout',
      body: 'Mark it done.',
      link: 'http://localhost:3000/',
      language: 'en',
    });
    await removeFromWhatsAppLog('+91 98000 00001');
    const lines = (await readFile(whatsappLogPath(), 'utf8')).trim().split('\n');
    expect(lines.some((line) => line.includes('+919800000001'))).toBe(false);
    expect(lines.at(-1)).toMatch(/ WhatsApp to \+919800000002: Workout\. Mark it done\. http:\/\/localhost:3000\/$/);
  });
});
