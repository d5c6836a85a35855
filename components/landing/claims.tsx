import { useTranslations } from 'next-intl';

const CLAIMS = [
  { label: 'clients', value: 'clientsValue' },
  { label: 'programme', value: 'programmeValue' },
  { label: 'loss', value: 'lossValue' },
  { label: 'success', value: 'successValue' },
] as const;

export function Claims() {
  const t = useTranslations('landing.claims');
  return (
    <section aria-label={t('label')} className="px-4">
      <dl className="mx-auto -mt-8 grid max-w-5xl grid-cols-2 gap-3 rounded-2xl border bg-card p-4 shadow-sm sm:grid-cols-4 sm:p-6">
        {CLAIMS.map((claim) => (
          <div key={claim.label} className="text-center">
            <dt className="text-sm text-muted-foreground">{t(claim.label)}</dt>
            <dd className="order-first text-2xl font-bold text-primary sm:text-3xl">{t(claim.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
