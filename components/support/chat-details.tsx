import { useLocale, useTranslations } from 'next-intl';
import { Icon, MessageCircle, Phone } from '@/components/icons';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/domain/india-time';
import { telHref } from '@/lib/domain/phone';
import type { CoachIntro } from '@/lib/domain/staff';
import { type ChatStatus, RESPONSE_TIME } from '@/lib/domain/support';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/** Subject, status and start date of the chat */
export function ChatDetails({ subject, status, createdAt }: { subject: string; status: ChatStatus; createdAt: string }) {
  const t = useTranslations('support.details');
  const locale = useLocale();
  return (
    <Card className="gap-2 py-4">
      <CardContent className="flex flex-wrap items-center justify-between gap-2 px-4">
        <div>
          <h2 className="font-semibold">{subject}</h2>
          <p className="text-sm text-muted-foreground">{t('started', { date: formatDate(new Date(createdAt), locale) })}</p>
        </div>
        <Badge variant={status === 'open' ? 'default' : 'secondary'} className="uppercase">
          {status === 'open' ? t('open') : t('closed')}
        </Badge>
      </CardContent>
    </Card>
  );
}

/** Who answers here: the customer's coach, by name, with their one line. */
export function YourCoach({ coach }: { coach: CoachIntro }) {
  const t = useTranslations('support.details');
  return (
    <Card className="gap-1 py-4">
      <CardContent className="grid gap-1 px-4">
        <h2 className="text-base font-semibold">{t('yourCoach', { name: coach.name })}</h2>
        {coach.bio && <p className="text-sm text-muted-foreground">{coach.bio}</p>}
      </CardContent>
    </Card>
  );
}

/** For what cannot wait: a call or WhatsApp, and how soon the team answers here. */
export function UrgentContact({ contact }: { contact: { phone: string; whatsapp: string } }) {
  const t = useTranslations('support.details');
  const said = useDomainText();
  const whatsapp = `https://wa.me/${contact.whatsapp}?text=${encodeURIComponent(t('urgentMessage'))}`;
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle>
          <h2 className="text-base font-semibold">{t('urgentTitle')}</h2>
        </CardTitle>
        <p className="text-sm text-muted-foreground">{said(RESPONSE_TIME)}</p>
      </CardHeader>
      <CardContent className="grid gap-2 px-4 text-sm">
        <a href={telHref(contact.phone)} className="flex items-center gap-2 text-primary underline-offset-4 hover:underline">
          <Icon icon={Phone} className="size-4" />
          <span className="whitespace-nowrap">{t('call', { phone: contact.phone })}</span>
        </a>
        <a href={whatsapp} className="flex items-center gap-2 text-primary underline-offset-4 hover:underline">
          <Icon icon={MessageCircle} className="size-4" />
          {t('whatsapp')}
        </a>
      </CardContent>
    </Card>
  );
}
