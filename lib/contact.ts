import 'server-only';

/** Support contact lines, configurable per deployment (SUPPORT_EMAIL, SUPPORT_PHONE). */
export function supportContact(env: Record<string, string | undefined> = process.env): {
  email: string;
  phone: string;
  whatsapp: string;
} {
  const phone = env.SUPPORT_PHONE || '+91 98765 43210';
  return {
    email: env.SUPPORT_EMAIL || 'support@wellfit.in',
    phone,
    // wa.me wants the number as digits only, country code first.
    whatsapp: phone.replace(/\D/g, ''),
  };
}
