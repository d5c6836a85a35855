import Link from '@/components/locale-link';
import { ArrowRight, Check, CirclePlay, Icon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useTranslations } from 'next-intl';

const PROGRAMME = ['workouts', 'nutrition', 'tracking', 'whatsapp'] as const;

export function Hero() {
  const t = useTranslations('landing.hero');
  return (
    <section className="bg-gradient-to-b from-secondary to-background px-4 pt-12 pb-16 sm:pt-20">
      <div className="mx-auto grid max-w-5xl gap-8 text-center">
        <p className="mx-auto w-fit rounded-full bg-card px-4 py-1 text-sm font-medium text-primary shadow-sm">{t('badge')}</p>
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">{t('title')}</h1>
        <p className="mx-auto max-w-2xl text-lg text-pretty text-muted-foreground">{t('lead')}</p>
        <ul className="mx-auto grid max-w-2xl gap-2 text-left sm:grid-cols-2">
          {PROGRAMME.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <Icon icon={Check} className="size-5 shrink-0 text-primary" />
              {t(`programme.${item}`)}
            </li>
          ))}
        </ul>
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link href="/auth">
              {t('start')}
              <Icon icon={ArrowRight} />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="#how-it-works">
              <Icon icon={CirclePlay} />
              {t('demo')}
            </a>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link href="/bmi-calculator">{t('bmi')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
