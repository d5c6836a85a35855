import Link from 'next/link';
import { CalendarDays, CircleCheck, FileText, Icon, MessageCircle, School, UserRound } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import type { Order } from '@/lib/db/orders';
import { packageById } from '@/lib/domain/packages';
import { formatMinor } from '@/lib/domain/money';
import { AUTH_MESSAGES, telHref } from '@/lib/domain/phone';
import { formatDate } from '@/lib/domain/india-time';
import { DemoAccountNotice } from '@/components/auth/demo-account-notice';
import { WelcomeVideo } from './welcome-video';

const PROFILE_STEP = {
  title: 'Complete your profile',
  text: 'Tell us about your health and goals so your coach can personalise your plan.',
};
const START_STEP = {
  title: 'Start the program',
  text: 'Begin your 45-day transformation with your personalised workout and nutrition plan.',
};
const NEXT_STEPS = {
  online: [
    PROFILE_STEP,
    { title: 'WhatsApp onboarding', text: 'You will receive class instructions on WhatsApp within 24-48 hours.' },
    START_STEP,
  ],
  // A demo account has no number to send instructions to: keeping the purchase comes first.
  demo: [
    {
      title: 'Add your phone',
      text: 'Add your mobile number to keep this purchase; class instructions follow on WhatsApp within 24-48 hours.',
    },
    PROFILE_STEP,
    START_STEP,
  ],
  offline: [
    { title: 'Book your batch', text: 'Choose the centre, days and time that suit you: seats are limited in each batch.' },
    PROFILE_STEP,
    START_STEP,
  ],
};

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
  // An in-person plan books its batch here; WhatsApp stays for questions.
  const studio = packageById(order.packageId).type === 'offline';
  const whatsappText = studio
    ? `Hi! I have a question about my studio plan. My order is #${order.orderNumber}.`
    : `Hi! I'd like to schedule my first session. My order is #${order.orderNumber}.`;
  const facts = [
    ['Order', `#${order.orderNumber}`],
    ['Amount paid', formatMinor(order.amount, order.currency)],
    ['Duration', packageById(order.packageId).duration],
    ['Start date', formatDate(today)],
  ];
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="text-center">
          <Icon icon={CircleCheck} className="mx-auto size-12 text-success" />
          <h1 className="text-2xl font-bold">Order Confirmed</h1>
          <p className="text-muted-foreground">Thank you! Your {order.productName} is booked.</p>
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
          {demo && <DemoAccountNotice message={AUTH_MESSAGES.demoKeep} returnTo={`/payment-success?order_id=${order.id}`} />}
          {/* An in-person plan's first step, where a phone shows it without scrolling. */}
          {studio && (
            <Button asChild size="lg">
              <Link href="/batches">
                <Icon icon={School} />
                Book your batch
              </Link>
            </Button>
          )}
          <WelcomeVideo />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="text-xl font-semibold">What Happens Next?</h2>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-4">
            {NEXT_STEPS[studio ? 'offline' : demo ? 'demo' : 'online'].map((step, index) => (
              <li key={step.title} className="flex gap-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-medium">{step.title}</h3>
                  <p className="text-sm text-muted-foreground">{step.text}</p>
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
            Receipt
          </Link>
        </Button>
        <Button asChild variant="outline" className="flex-1">
          <Link href="/support">
            <Icon icon={MessageCircle} />
            Support
          </Link>
        </Button>
        <Button asChild variant="outline" className="flex-1">
          <a
            href={`https://wa.me/${contact.whatsapp}?text=${encodeURIComponent(whatsappText)}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={studio ? 'WhatsApp us (opens in a new tab)' : 'Schedule on WhatsApp (opens in a new tab)'}
          >
            <Icon icon={studio ? MessageCircle : CalendarDays} />
            {studio ? 'WhatsApp' : 'Schedule'}
          </a>
        </Button>
      </div>
      <Button asChild size="lg" variant={studio ? 'outline' : 'default'}>
        <Link href="/customer-form">
          <Icon icon={UserRound} />
          Complete Your Profile
        </Link>
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Questions? Email{' '}
        <a className="underline" href={`mailto:${contact.email}`}>
          {contact.email}
        </a>{' '}
        or call{' '}
        <a className="whitespace-nowrap underline" href={telHref(contact.phone)}>
          {contact.phone}
        </a>
        .
      </p>
    </div>
  );
}
