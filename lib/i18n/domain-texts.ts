import common from '@/messages/hi/domain/common.json';
import packages from '@/messages/hi/domain/packages.json';
import bmi from '@/messages/hi/domain/bmi.json';
import auth from '@/messages/hi/domain/auth.json';
import onboarding from '@/messages/hi/domain/onboarding.json';
import checkout from '@/messages/hi/domain/checkout.json';
import dashboard from '@/messages/hi/domain/dashboard.json';
import account from '@/messages/hi/domain/account.json';
import food from '@/messages/hi/domain/food.json';
import plan from '@/messages/hi/domain/plan.json';
import progress from '@/messages/hi/domain/progress.json';
import support from '@/messages/hi/domain/support.json';
import profile from '@/messages/hi/domain/profile.json';
import batches from '@/messages/hi/domain/batches.json';
import coach from '@/messages/hi/domain/coach.json';
import builders from '@/messages/hi/domain/builders.json';
import admin from '@/messages/hi/domain/admin.json';
import legal from '@/messages/hi/domain/legal.json';
import { type DomainCatalogue, type DomainText, domainTextOf, untranslated } from './domain-text';

/** Hindi of the texts from lib/, a file per area (the same areas as the interface's messages). */
export const HINDI_DOMAIN_TEXTS: Record<string, DomainCatalogue> = {
  common,
  packages,
  bmi,
  auth,
  onboarding,
  checkout,
  dashboard,
  account,
  food,
  plan,
  progress,
  support,
  profile,
  batches,
  coach,
  builders,
  admin,
  legal,
};

const translators: Record<string, DomainText> = { hi: domainTextOf(Object.assign({}, ...Object.values(HINDI_DOMAIN_TEXTS))) };

/** Texts from lib/ in a language (lib/i18n/domain-text.ts): for a page, an action, a reminder. */
export function domainTextIn(locale: string): DomainText {
  return translators[locale] ?? untranslated;
}
