import common from '@/messages/domain/hi/common.json';
import packages from '@/messages/domain/hi/packages.json';
import bmi from '@/messages/domain/hi/bmi.json';
import auth from '@/messages/domain/hi/auth.json';
import onboarding from '@/messages/domain/hi/onboarding.json';
import checkout from '@/messages/domain/hi/checkout.json';
import dashboard from '@/messages/domain/hi/dashboard.json';
import account from '@/messages/domain/hi/account.json';
import food from '@/messages/domain/hi/food.json';
import plan from '@/messages/domain/hi/plan.json';
import progress from '@/messages/domain/hi/progress.json';
import support from '@/messages/domain/hi/support.json';
import profile from '@/messages/domain/hi/profile.json';
import batches from '@/messages/domain/hi/batches.json';
import coach from '@/messages/domain/hi/coach.json';
import builders from '@/messages/domain/hi/builders.json';
import admin from '@/messages/domain/hi/admin.json';
import legal from '@/messages/domain/hi/legal.json';
import { type DomainCatalogue, type DomainText, domainTextFrom } from './domain-text';
import type { Locale } from './locales';
import type { Area, DomainPairs } from './messages';

/** Hindi of the texts from lib/, a file per area (the same areas as the interface's messages). */
export const HINDI_DOMAIN_TEXTS: Partial<Record<Area, DomainCatalogue>> = {
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

/** lib/'s texts as a render's messages carry them: none for English, whose texts are the keys. */
export const DOMAIN_PAIRS: Record<Locale, DomainPairs> = {
  en: {},
  hi: Object.fromEntries(Object.entries(HINDI_DOMAIN_TEXTS).map(([area, catalogue]) => [area, Object.entries(catalogue)])),
};

/** Texts from lib/ in a language (lib/i18n/domain-text.ts): for a page, an action, a reminder. */
export function domainTextIn(locale: Locale): DomainText {
  return domainTextFrom(DOMAIN_PAIRS[locale]);
}
