import type { Locale } from './locales';
import enCommon from '@/messages/en/common.json';
import enSite from '@/messages/en/site.json';
import enLanding from '@/messages/en/landing.json';
import enPackages from '@/messages/en/packages.json';
import enBmi from '@/messages/en/bmi.json';
import enAuth from '@/messages/en/auth.json';
import enCheckout from '@/messages/en/checkout.json';
import enDashboard from '@/messages/en/dashboard.json';
import enAccount from '@/messages/en/account.json';
import enOnboarding from '@/messages/en/onboarding.json';
import enFood from '@/messages/en/food.json';
import enPlan from '@/messages/en/plan.json';
import enProgress from '@/messages/en/progress.json';
import enSupport from '@/messages/en/support.json';
import enProfile from '@/messages/en/profile.json';
import enBatches from '@/messages/en/batches.json';
import enCoach from '@/messages/en/coach.json';
import enBuilders from '@/messages/en/builders.json';
import enAdmin from '@/messages/en/admin.json';
import enLegal from '@/messages/en/legal.json';
import hiCommon from '@/messages/hi/common.json';
import hiSite from '@/messages/hi/site.json';
import hiLanding from '@/messages/hi/landing.json';
import hiPackages from '@/messages/hi/packages.json';
import hiBmi from '@/messages/hi/bmi.json';
import hiAuth from '@/messages/hi/auth.json';
import hiCheckout from '@/messages/hi/checkout.json';
import hiDashboard from '@/messages/hi/dashboard.json';
import hiAccount from '@/messages/hi/account.json';
import hiOnboarding from '@/messages/hi/onboarding.json';
import hiFood from '@/messages/hi/food.json';
import hiPlan from '@/messages/hi/plan.json';
import hiProgress from '@/messages/hi/progress.json';
import hiSupport from '@/messages/hi/support.json';
import hiProfile from '@/messages/hi/profile.json';
import hiBatches from '@/messages/hi/batches.json';
import hiCoach from '@/messages/hi/coach.json';
import hiBuilders from '@/messages/hi/builders.json';
import hiAdmin from '@/messages/hi/admin.json';
import hiLegal from '@/messages/hi/legal.json';

/**
 * Every text of the interface, a JSON file per area and language under messages/: English is the
 * specification's words; Hindi follows messages/GLOSSARY.md. A unit test holds the two to the same
 * keys, each used somewhere.
 */
const en = {
  common: enCommon,
  site: enSite,
  landing: enLanding,
  packages: enPackages,
  bmi: enBmi,
  auth: enAuth,
  checkout: enCheckout,
  dashboard: enDashboard,
  account: enAccount,
  onboarding: enOnboarding,
  food: enFood,
  plan: enPlan,
  progress: enProgress,
  support: enSupport,
  profile: enProfile,
  batches: enBatches,
  coach: enCoach,
  builders: enBuilders,
  admin: enAdmin,
  legal: enLegal,
};

/** Hindi has every key English has (the type says so; tests/unit/messages.test.ts, the reverse too). */
const hi: typeof en = {
  common: hiCommon,
  site: hiSite,
  landing: hiLanding,
  packages: hiPackages,
  bmi: hiBmi,
  auth: hiAuth,
  checkout: hiCheckout,
  dashboard: hiDashboard,
  account: hiAccount,
  onboarding: hiOnboarding,
  food: hiFood,
  plan: hiPlan,
  progress: hiProgress,
  support: hiSupport,
  profile: hiProfile,
  batches: hiBatches,
  coach: hiCoach,
  builders: hiBuilders,
  admin: hiAdmin,
  legal: hiLegal,
};

export const MESSAGES: Record<Locale, typeof en> = { en, hi };

export type Messages = typeof en;
/** An area of the interface, a namespace of its messages. */
export type Area = keyof Messages;

/**
 * The translations of lib/'s texts (lib/i18n/domain-text.ts) by area, as [English, translation]
 * pairs: their English keys hold dots, which next-intl reserves for nesting.
 */
export type DomainPairs = Partial<Record<Area, [string, string][]>>;

/** What a render's messages carry: the interface's texts, and lib/'s texts under `domain`. */
export type RenderMessages = Messages & { domain: DomainPairs };
