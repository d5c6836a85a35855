import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AuthPanel } from '@/components/auth/auth-panel';
import { BackLink } from '@/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { safeNextPath } from '@/lib/auth/next-path';
import { signInNoticeFor } from '@/lib/auth/private-paths';
import { getSessionUser } from '@/lib/auth/session';
import { homeAfterSignIn } from '@/lib/db/home-after-sign-in';
import { demoLoginEnabled } from '@/lib/auth/provider';

export const metadata: Metadata = {
  title: 'Sign in',
  description: 'Sign in or create your account with your mobile number.',
  alternates: { canonical: '/auth' },
};

export default async function AuthPage({ searchParams }: PageProps<'/auth'>) {
  const nextPath = safeNextPath((await searchParams).next, '');
  // Already signed in: on to where a sign-in would have gone, not the form again. Not while
  // this page is drawn again after the sign-in action itself: the form shows its welcome first.
  const user = (await headers()).has('next-action') ? null : await getSessionUser();
  if (user) redirect(nextPath || (await homeAfterSignIn(user)));
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center bg-secondary/40 px-4 py-8">
      <div className="w-full max-w-md">
        <BackLink href="/" label="Back to Home" className="mb-4" />
        <Card>
          <CardHeader className="text-center">
            <CardTitle>
              <h1 className="text-2xl font-bold">Get Started</h1>
            </CardTitle>
            <CardDescription>Transform your health journey</CardDescription>
          </CardHeader>
          <CardContent>
            <AuthPanel next={nextPath} notice={signInNoticeFor(nextPath)} demoEnabled={demoLoginEnabled()} />
          </CardContent>
        </Card>
        <p className="mt-6 text-center text-xs text-muted-foreground">
          By continuing, you agree to our{' '}
          <Link href="/terms" className="underline underline-offset-4 hover:text-foreground">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link href="/privacy" className="underline underline-offset-4 hover:text-foreground">
            Privacy Policy
          </Link>
        </p>
      </div>
    </main>
  );
}
