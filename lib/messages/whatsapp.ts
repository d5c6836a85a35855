import 'server-only';
import { GraphApiError, WhatsAppClient } from '@kapso/whatsapp-cloud-api';
import { eq } from 'drizzle-orm';
import { clockNow } from '@/lib/clock';
import type { Db } from '@/lib/db/connection';
import { authUsers, reminderSettings } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { type Env, settings } from '@/lib/settings';
import { site } from '@/lib/site';
import { MessageLog } from './message-log';
import type { Delivery, MessageSender, OutgoingMessage } from './sender';

/** A message as WhatsApp carries it: to a phone (digits, country code first), with a full link. */
export interface WhatsAppMessage {
  to: string;
  title: string;
  body: string;
  link: string;
  /** The template's translation to send (WhatsApp keeps one per language under one name). */
  language: Locale;
}

/** 'not-on-whatsapp': the number has no WhatsApp account. Anything else that fails throws. */
export type WhatsAppResult = 'sent' | 'not-on-whatsapp';

/** The way out: the Cloud API, or the WhatsApp log standing in for it. */
export interface WhatsAppTransport {
  readonly name: string;
  send(message: WhatsAppMessage): Promise<WhatsAppResult>;
}

const log = new MessageLog('whatsapp.log');

export function whatsappLogPath(): string {
  return log.path();
}

/** The default until the business has a WhatsApp Business number: each message is a line in whatsapp.log. */
export const whatsappLog: WhatsAppTransport = {
  name: 'log',
  async send({ to, title, body, link }) {
    await log.append(`${clockNow().toISOString()} WhatsApp to +${to}: ${title}. ${body} ${link}`);
    return 'sent';
  },
};

/** Forgets a phone in the WhatsApp log (a deleted account). */
export async function removeFromWhatsAppLog(phone: string): Promise<void> {
  const digits = phone.replace(/\D/g, '');
  if (digits) await log.forget(` WhatsApp to +${digits}: `);
}

/** The Cloud API's answer for a number that has no WhatsApp account. */
const NOT_ON_WHATSAPP = 131026;

export interface CloudApiConfig {
  accessToken: string;
  phoneNumberId: string;
  /** An approved template whose body takes three texts: the title, the message and the link. */
  template: string;
  /** The Graph API's origin; tests point it at a local stand-in. */
  baseUrl: string;
}

/**
 * WhatsApp's Cloud API, through @kapso/whatsapp-cloud-api. A business may write first only with
 * an approved template, so every reminder is one, its words as the template's parameters.
 */
export class CloudApiTransport implements WhatsAppTransport {
  readonly name = 'cloud-api';
  private readonly client: WhatsAppClient;

  constructor(private readonly config: CloudApiConfig) {
    this.client = new WhatsAppClient({ accessToken: config.accessToken, baseUrl: config.baseUrl });
  }

  async send({ to, title, body, link, language }: WhatsAppMessage): Promise<WhatsAppResult> {
    try {
      await this.client.messages.sendTemplate({
        phoneNumberId: this.config.phoneNumberId,
        to,
        template: {
          name: this.config.template,
          language: { code: language },
          components: [
            {
              type: 'body',
              parameters: [title, body, link].map((text) => ({ type: 'text', text })),
            },
          ],
        },
      });
      return 'sent';
    } catch (error) {
      if (error instanceof GraphApiError && error.code === NOT_ON_WHATSAPP) return 'not-on-whatsapp';
      throw error;
    }
  }
}

/** The Cloud API where the WHATSAPP_ settings are set, the WhatsApp log otherwise. */
export function whatsappTransport(env?: Env): WhatsAppTransport {
  const current = settings(env);
  const { WHATSAPP_ACCESS_TOKEN: accessToken, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId } = current;
  if (!accessToken || !phoneNumberId) return whatsappLog;
  return new CloudApiTransport({
    accessToken,
    phoneNumberId,
    template: current.WHATSAPP_TEMPLATE,
    baseUrl: current.WHATSAPP_API_URL,
  });
}

/** Reminders on WhatsApp, to the phone the customer signs in with, once they ticked it. */
export class WhatsAppSender implements MessageSender {
  readonly channel = 'whatsapp';

  constructor(
    private readonly db: Db,
    private readonly transport: WhatsAppTransport,
  ) {}

  async send(userId: string, message: OutgoingMessage): Promise<Delivery> {
    const [customer] = await this.db
      .select({ phone: authUsers.phone, optedInAt: reminderSettings.whatsappOptedInAt })
      .from(reminderSettings)
      .innerJoin(authUsers, eq(authUsers.id, reminderSettings.userId))
      .where(eq(reminderSettings.userId, userId));
    if (!customer?.optedInAt || !customer.phone) return 'no-device';
    try {
      const result = await this.transport.send({
        to: customer.phone.replace(/\D/g, ''),
        title: message.title,
        body: message.body,
        link: new URL(message.url, site.url).href,
        language: message.language,
      });
      return result === 'sent' ? 'sent' : 'no-device';
    } catch (error) {
      console.error('WhatsApp failed', error instanceof GraphApiError ? error.toJSON() : error);
      return 'failed';
    }
  }
}
