import Link from '@/components/locale-link';
import { CalendarDays, CircleCheck, FileText, Icon, MessageCircle, School, UserRound } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import type { Order } from '@/lib/db/orders';
import { packageById, TYPE_LABEL } from '@/lib/domain/packages';
import { formatMinor } from '@/lib/domain/money';
import { AUTH_MESSAGES, telHref } from '@/lib/domain/phone';
import { formatDate } from '@/lib/domain/india-time';
import { DemoAccountNotice } from '@/components/auth/demo-account-notice';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { useLocale, useTranslations } from 'next-intl';
import { WelcomeVideo } from './welcome-video';

const NEXT_STEPS = {
  online: ['profile', 'whatsapp', 'start'],
  // A demo account has no number to send instructions to: keeping the purchase comes first.
  demo: ['phone', 'profile', 'start'],
  offline: ['batch', 'profile', 'start'],
} as const;

export function OrderConfirmed({
  order,
  contact,
  today,
  demo,
}: {
  order: Order;
  contact: { email: string; phone: string; whatsapp: string };
  today: Date;
  /** The buyer is on a demo account: no phone yet, so nothing can reach them, nor keep the purchase. */
  demo: boolean;
}) {
  const t = useTranslations('checkout.confirmed');
  const said = useDomainText();
  const locale = useLocale();
  const pkg = packageById(order.packageId);
  // An in-person plan books its batch here; WhatsApp stays for questions.
  const studio = pkg.type === 'offline';
  const whatsappText = t(studio ? 'whatsappStudio' : 'whatsappOnline', { number: order.orderNumber });
  const facts = [
    [t('order'), `#${order.orderNumber}`],
    [t('amount'), formatMinor(order.amount, order.currency)],
    [t('duration'), said(pkg.duration)],
    [t('start'), formatDate(today, locale)],
  ];
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="text-center">
          <Icon icon={CircleCheck} className="mx-auto size-12 text-success" />
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="text-muted-foreground">{t('thanks', { product: `${said(TYPE_LABEL[pkg.type])} ${said(pkg.name)}` })}</p>
        </CardHeader>
        <CardContent className="grid gap-6">
          {/* Two columns only where a long date fits in half the card; the value never wraps, and drops
              below its label if the row is too narrow for both. */}
          <dl className="grid gap-3 sm:grid-cols-2">
            {facts.map(([label, value]) => (
              <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 rounded-lg bg-muted p-3">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="font-semibold whitespace-nowrap tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          {demo && (
            <DemoAccountNotice message={said(AUTH_MESSAGES.demoKeep)} returnTo={`/payment-success?order_id=${order.id}`} />
          )}
          {/* An in-person plan's first step, where a phone shows it without scrolling. */}
          {studio && (
            <Button asChild size="lg">
              <Link href="/batches">
                <Icon icon={School} />
                {t('bookBatch')}
              </Link>
            </Button>
          )}
          <WelcomeVideo />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="text-xl font-semibold">{t('next')}</h2>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-4">
            {NEXT_STEPS[studio ? 'offline' : demo ? 'demo' : 'online'].map((step, index) => (
              <li key={step} className="flex gap-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-medium">{t(`steps.${step}.title`)}</h3>
                  <p className="text-sm text-muted-foreground">{t(`steps.${step}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>

      {/* Equal thirds squeeze Schedule's label out of its button at 320 px; these share the row by
          their labels' widths and wrap on anything narrower. */}
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline" className="flex-1">
          <Link href={`/receipt?order_id=${order.id}`}>
            <Icon icon={FileText} />
            {t('receipt')}
          </Link>
        </Button>
        <Button asChild variant="outline" className="flex-1">
          <Link href="/support">
            <Icon icon={MessageCircle} />
            {t('support')}
          </Link>
        </Button>
        <Button asChild variant="outline" className="flex-1">
          <a
            href={`https://wa.me/${contact.whatsapp}?text=${encodeURIComponent(whatsappText)}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(studio ? 'whatsappLabel' : 'scheduleLabel')}
          >
            <Icon icon={studio ? MessageCircle : CalendarDays} />
            {t(studio ? 'whatsapp' : 'schedule')}
          </a>
        </Button>
      </div>
      <Button asChild size="lg" variant={studio ? 'outline' : 'default'}>
        <Link href="/customer-form">
          <Icon icon={UserRound} />
          {t('profile')}
        </Link>
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {t.rich('questions', {
          email: () => (
            <a className="underline" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          ),
          phone: () => (
            <a className="whitespace-nowrap underline" href={telHref(contact.phone)}>
              {contact.phone}
            </a>
          ),
        })}
      </p>
    </div>
  );
}
