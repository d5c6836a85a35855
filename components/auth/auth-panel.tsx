'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { demoLogin, type Intent, sendOtp, type SignInState, verifyOtp } from '@/app/auth/actions';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PHONE_DIGITS } from '@/lib/domain/phone';
import { OtpStep } from './otp-step';
import { PhoneField } from './phone-field';
import { useJsEnabled } from '@/hooks/use-js-enabled';

const OTP_SENT: Record<Intent, string> = {
  login: 'Please check your phone for the verification code',
  signup: 'Please check your phone for the verification code to complete registration',
};

const BUTTON: Record<Intent, { idle: string; busy: string }> = {
  login: { idle: 'Send OTP', busy: 'Sending...' },
  signup: { idle: 'Create Account', busy: 'Creating...' },
};

const idle: SignInState = { status: 'idle' };

/** The sign-in card: Login and Sign Up tabs, the shared OTP step and the demo login. */
export function AuthPanel({ next, demoEnabled }: { next: string; demoEnabled: boolean }) {
  const router = useRouter();
  const js = useJsEnabled();
  const [sendState, send, sending] = useActionState(sendOtp, { status: 'idle' });
  const [verifyState, verify, verifying] = useActionState(verifyOtp, idle);
  const [demoState, demo, demoPending] = useActionState(demoLogin, idle);
  const [phones, setPhones] = useState<Record<Intent, string>>({ login: '', signup: '' });
  const [backFrom, setBackFrom] = useState<number | null>(null);

  const sentAt = sendState.status === 'sent' ? sendState.sentAt : null;
  const otpPhone =
    sendState.status === 'sent' ? sendState.phone : verifyState.status === 'error' ? verifyState.phone : undefined;
  const showOtp = otpPhone !== undefined && (sentAt === null || backFrom !== sentAt);
  const demoRedirecting = demoState.status === 'signed-in';

  useEffect(() => {
    if (sendState.status === 'sent') {
      toast.success('OTP Sent', { description: OTP_SENT[sendState.intent] });
    } else if (sendState.status === 'error') {
      toast.error('Error', { description: sendState.message });
    }
  }, [sendState]);

  useEffect(() => {
    if (verifyState.status === 'signed-in') {
      toast.success('Welcome!', { description: 'Login successful. Redirecting to onboarding...' });
      router.replace(verifyState.redirectTo);
    } else if (verifyState.status === 'error') {
      toast.error('Error', { description: verifyState.message });
    }
  }, [verifyState, router]);

  useEffect(() => {
    if (demoState.status === 'error') toast.error('Error', { description: demoState.message });
    if (demoState.status !== 'signed-in') return;
    toast.success('Demo Login Successful', { description: 'Welcome to the demo! Redirecting...' });
    const timer = setTimeout(() => router.replace(demoState.redirectTo), 1000);
    return () => clearTimeout(timer);
  }, [demoState, router]);

  const hidden = (
    <>
      <input type="hidden" name="next" value={next} />
      {js && <input type="hidden" name="js" value="1" />}
    </>
  );

  const phoneForm = (intent: Intent) => (
      <form
        action={send}
        className="grid gap-4"
        // The sign-up OTP step shares the login number from here on.
        onSubmit={() => intent === 'signup' && setPhones((current) => ({ ...current, login: current.signup }))}
      >
        <input type="hidden" name="intent" value={intent} />
        <PhoneField
          id={`${intent}-phone`}
          value={phones[intent]}
          onChange={(digits) => setPhones((current) => ({ ...current, [intent]: digits }))}
        />
        <Button
          type="submit"
          size="lg"
          className="w-full"
          // Before hydration the browser's own validation (required, pattern) guards the form.
          disabled={js && (phones[intent].length !== PHONE_DIGITS || sending)}
        >
          {sending ? BUTTON[intent].busy : BUTTON[intent].idle}
        </Button>
      </form>
  );

  return (
    <div className="grid gap-6">
      {showOtp && otpPhone ? (
        <OtpStep
          key={sentAt ?? 'retry'}
          phone={otpPhone}
          intent={sendState.status === 'sent' ? sendState.intent : 'login'}
          sentAt={sentAt}
          verify={verify}
          verifying={verifying}
          resend={send}
          resending={sending}
          error={verifyState.status === 'error' ? verifyState.message : null}
          onBack={() => setBackFrom(sentAt)}
          hiddenFields={hidden}
          js={js}
        />
      ) : (
        <Tabs defaultValue="login" className="gap-4">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="signup">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="login">{phoneForm('login')}</TabsContent>
          <TabsContent value="signup">{phoneForm('signup')}</TabsContent>
        </Tabs>
      )}

      {demoEnabled && (
        <form action={demo} className="grid gap-2 rounded-lg border border-dashed p-4 text-center">
          {hidden}
          <p className="text-sm text-muted-foreground">Having trouble with OTP? Try our demo</p>
          <Button type="submit" variant="outline" disabled={demoPending || demoRedirecting}>
            {demoPending || demoRedirecting ? 'Logging in...' : 'Demo Login'}
          </Button>
        </form>
      )}
    </div>
  );
}
