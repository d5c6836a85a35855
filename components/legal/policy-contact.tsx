import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { businessSettings } from '@/lib/business';
import { supportContact } from '@/lib/contact';
import { formatPhone, telHref } from '@/lib/domain/phone';

/**
 * "address, state, India", without repeating a state the address already names: the settings'
 * postal address, as written there, in either language.
 */
function fullAddress(address: string, state: string): string {
  return address.toLowerCase().includes(state.toLowerCase()) ? `${address}, India` : `${address}, ${state}, India`;
}

/** Links inside a policy's text. */
export const policyLinkClass = 'text-primary underline underline-offset-4';

/** An e-mail address as a link; a long one may wrap anywhere rather than widen the page. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={`${policyLinkClass} wrap-anywhere`}>
      {email}
    </a>
  );
}

/** A phone number as a link, on one line. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)} className={`${policyLinkClass} whitespace-nowrap`}>
      {formatPhone(phone)}
    </a>
  );
}

/** Customer care's e-mail and phone from the deployment's settings, for a sentence: "… or …". */
export async function SupportEmailAndPhone() {
  await connection();
  const t = await getTranslations('legal.contact');
  const contact = supportContact();
  return (
    <>
      {t.rich('emailOrPhone', {
        email: () => <EmailLink email={contact.email} />,
        phone: () => <PhoneLink phone={contact.phone} />,
      })}
    </>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="font-medium">{label}</dt>
      <dd className="text-muted-foreground">{children}</dd>
    </div>
  );
}

/**
 * The supplier's legal details and grievance officer (Consumer Protection (E-Commerce) Rules
 * 2020, rule 4), read from the settings when the page is asked for, so a deployment's own
 * details show without a rebuild.
 */
export async function PolicyContact() {
  await connection();
  const t = await getTranslations('legal.contact');
  const business = businessSettings();
  const contact = supportContact();
  const officer = business.grievanceOfficer;
  return (
    <section aria-labelledby="contact" className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
      <h2 id="contact" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <dl className="grid gap-3">
        <Row label={t('legalName')}>{business.legalName}</Row>
        <Row label={t('address')}>{fullAddress(business.address, business.state.name)}</Row>
        <Row label={t('gstin')}>{business.gstin}</Row>
        <Row label={t('careEmail')}>
          <EmailLink email={contact.email} />
        </Row>
        <Row label={t('carePhone')}>
          <PhoneLink phone={contact.phone} />
        </Row>
      </dl>
      <h3 className="text-lg font-semibold">{t('officer')}</h3>
      <dl className="grid gap-3">
        <Row label={t('name')}>{officer.name}</Row>
        <Row label={t('designation')}>{t('officerDesignation')}</Row>
        <Row label={t('email')}>
          <EmailLink email={officer.email} />
        </Row>
        <Row label={t('phone')}>
          <PhoneLink phone={officer.phone} />
        </Row>
      </dl>
      <p>{t('promise')}</p>
      {business.sample && <p className="text-xs text-muted-foreground">{t('sample')}</p>}
    </section>
  );
}
