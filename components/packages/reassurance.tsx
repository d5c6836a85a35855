import { IconCardList } from '@/components/icon-card-list';
import { Award, CalendarClock, ShieldCheck } from '@/components/icons';
import { useTranslations } from 'next-intl';

const BLOCKS = [
  { icon: Award, key: 'trainers' },
  { icon: CalendarClock, key: 'scheduling' },
  { icon: ShieldCheck, key: 'guarantee' },
] as const;

export function Reassurance() {
  const t = useTranslations('packages.why');
  const blocks = BLOCKS.map(({ icon, key }) => ({ icon, title: t(`${key}.title`), text: t(`${key}.text`) }));
  return (
    <section aria-labelledby="why-us" className="grid gap-4">
      <h2 id="why-us" className="sr-only">
        {t('title')}
      </h2>
      <IconCardList items={blocks} className="sm:grid-cols-3" centered />
    </section>
  );
}
