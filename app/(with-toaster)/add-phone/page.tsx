import type { Metadata } from 'next';
import Link from 'next/link';
import { AddPhoneForm } from '@/components/auth/add-phone-form';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { safeNextPath } from '@/lib/auth/next-path';
import { requireUser } from '@/lib/auth/session';
import { formatPhone } from '@/lib/domain/phone';

export const metadata: Metadata = { title: 'Add my phone', robots: { index: false } };

/** A demo account adds a verified phone and keeps everything it has; an account with one is told so. */
export default async function AddPhonePage({ searchParams }: PageProps<'/add-phone'>) {
  const query = await searchParams;
  const user = await requireUser('/add-phone', query);
  const next = safeNextPath(query.next, '/dashboard');
  return (
    <main id="main" className="mx-auto grid w-full max-w-md gap-6 px-4 py-6 sm:py-10">
      <PageHeader
        back={next}
        title="Add my phone"
        description="Keep your purchases, logs and chats: sign in with this number from any phone, any time."
      />
      <Card>
        <CardContent className="grid gap-4">
          {user.isAnonymous ? (
            <AddPhoneForm next={next} />
          ) : (
            <>
              <p role="status">
                Your account signs in with <span className="font-medium whitespace-nowrap">{formatPhone(user.phone ?? '')}</span>.
              </p>
              <Button asChild>
                <Link href={next}>Continue</Link>
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
