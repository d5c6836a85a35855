import 'server-only';
import { nationalDigits, toE164 } from './domain/phone';
import { type Env, settings } from './settings';

/** Support contact lines, configurable per deployment (SUPPORT_EMAIL, SUPPORT_PHONE). */
export function supportContact(env?: Env): {
  email: string;
  phone: string;
  whatsapp: string;
} {
  const { SUPPORT_EMAIL: email, SUPPORT_PHONE: phone } = settings(env);
  return {
    email,
    phone,
    // wa.me wants the number as digits only, country code first.
    whatsapp: toE164(nationalDigits(phone)).slice(1),
  };
}
