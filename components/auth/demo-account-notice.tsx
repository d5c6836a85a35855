import { useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { Button } from '@/components/ui/button';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/** A demo account is told, before it has something to lose, how to keep it: 'Add my phone'. */
export function DemoAccountNotice({ message, returnTo }: { message: string; returnTo: string }) {
  const t = useTranslations('auth.addPhone');
  // The message is one of lib's (AUTH_MESSAGES.demoKeep…): in the reader's language, if not already.
  const said = useDomainText();
  return (
    <div
      role="note"
      className="grid gap-2 rounded-lg border border-primary/40 bg-secondary p-3 text-sm text-secondary-foreground"
    >
      <p className="font-medium">{said(message)}</p>
      <Button asChild variant="outline" className="justify-self-start">
        <Link href={`/add-phone?next=${encodeURIComponent(returnTo)}`}>{t('title')}</Link>
      </Button>
    </div>
  );
}
