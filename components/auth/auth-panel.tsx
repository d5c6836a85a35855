'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useState } from 'react';
import { demoLoginAction, sendOtpAction, verifyOtpAction } from '@/lib/actions/sign-in';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/sonner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useJsEnabled } from '@/hooks/use-js-enabled';
import { useToastThenNavigate } from '@/hooks/use-toast-then-navigate';
import type { SignInNotice } from '@/lib/auth/private-paths';
import { AUTH_MESSAGES, type Intent, mobileNumberProblem, PHONE_DIGITS } from '@/lib/domain/phone';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { OtpStep } from './otp-step';
import { PhoneField } from './phone-field';
import { useProofOfWork } from './use-proof-of-work';

const DEMO_REDIRECT_MS = 1000;

/** The sign-in card: Login and Sign Up tabs, the shared OTP step and the demo login. */
interface AuthPanelProps {
  next: string;
  /** Why the visitor was sent here, from the page they asked for. */
  notice: SignInNotice | null;
  demoEnabled: boolean;
}

export function AuthPanel({ next, notice, demoEnabled }: AuthPanelProps) {
  const t = useTranslations('auth');
  const common = useTranslations('common');
  const said = useDomainText();
  const js = useJsEnabled();
  const toastThenNavigate = useToastThenNavigate();
  const [sendState, send, sending] = useActionState(sendOtpAction, null);
  const [verifyState, verify, verifying] = useActionState(verifyOtpAction, null);
  const [demoState, demo, demoPending] = useActionState(demoLoginAction, null);
  const [phones, setPhones] = useState<Record<Intent, string>>({ login: '', signup: '' });
  const [backFrom, setBackFrom] = useState<number | null>(null);
  const proof = useProofOfWork(sendState);
  const sendBusy = sending || proof.solving;

  // While a resend waits for its proof of work, the code step stays on the code already sent.
  type Sent = Extract<typeof sendState, { status: 'ok' }>['data'];
  const [lastSent, setLastSent] = useState<Sent | null>(null);
  const sent = sendState?.status === 'ok' ? sendState.data : sendState?.proofOfWork ? lastSent : null;
  if (sendState?.status === 'ok' && lastSent !== sendState.data) setLastSent(sendState.data);
  const sentAt = sent?.sentAt ?? null;
  const otpPhone = sent?.phone ?? (verifyState?.status === 'error' ? verifyState.values?.phone : undefined);
  const showOtp = otpPhone !== undefined && (sentAt === null || backFrom !== sentAt);
  const demoRedirecting = demoState?.status === 'ok';

  useEffect(() => {
    if (notice) toast.error(said(notice.title), { description: said(notice.description) });
  }, [notice, said]);

  useEffect(() => {
    if (sendState?.status === 'ok')
      toast.success(t('otpSent'), { description: said(AUTH_MESSAGES.otpSent[sendState.data.intent]) });
    // Asked for a proof of work, the form solves it and sends again: nothing to tell yet.
    else if (sendState?.status === 'error' && !sendState.proofOfWork)
      toast.error(common('error'), { description: said(sendState.message) });
  }, [sendState, t, common, said]);

  useEffect(() => {
    if (verifyState?.status === 'ok') {
      const { redirectTo } = verifyState.data;
      const description = redirectTo === '/onboarding' ? t('toOnboarding') : t('redirecting');
      toastThenNavigate({ title: t('welcome'), description }, redirectTo, { replace: true });
    } else if (verifyState?.status === 'error') {
      toast.error(common('error'), { description: said(verifyState.message) });
    }
  }, [verifyState, toastThenNavigate, t, common, said]);

  useEffect(() => {
    if (demoState?.status === 'ok') {
      const welcome = { title: t('demo.welcomeTitle'), description: t('demo.welcome') };
      toastThenNavigate(welcome, demoState.data.redirectTo, { replace: true, delayMs: DEMO_REDIRECT_MS });
    } else if (demoState?.status === 'error') {
      toast.error(common('error'), { description: said(demoState.message) });
    }
  }, [demoState, toastThenNavigate, t, common, said]);

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
      onSubmit={(event) => {
        proof.onSubmit(event);
        if (intent === 'signup') setPhones((current) => ({ ...current, login: current.signup }));
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {proof.field}
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
        disabled={js && (phones[intent].length !== PHONE_DIGITS || mobileNumberProblem(phones[intent]) !== null || sendBusy)}
      >
        {sendBusy ? t(`send.${intent}.busy`) : t(`send.${intent}.idle`)}
      </Button>
    </form>
  );

  return (
    <div className="grid gap-6">
      {notice && !js && (
        <p role="alert" className="rounded-lg border border-destructive/40 p-3 text-center text-sm text-destructive">
          {said(notice.title)}: {said(notice.description)}
        </p>
      )}
      {proof.solving && (
        <p role="status" className="rounded-lg border p-3 text-center text-sm text-muted-foreground">
          {said(AUTH_MESSAGES.provingWork)}
        </p>
      )}
      {showOtp && otpPhone ? (
        <OtpStep
          key={sentAt ?? 'retry'}
          phone={otpPhone}
          intent={sent?.intent ?? 'login'}
          sentAt={sentAt}
          verify={verify}
          verifying={verifying}
          resend={send}
          resending={sendBusy}
          resendField={proof.field}
          onResendSubmit={proof.onSubmit}
          error={verifyState?.status === 'error' ? said(verifyState.message) : null}
          onBack={() => setBackFrom(sentAt)}
          hiddenFields={hidden}
          js={js}
        />
      ) : (
        <Tabs defaultValue="login" className="gap-4">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="login">{t('tabs.login')}</TabsTrigger>
            <TabsTrigger value="signup">{t('tabs.signup')}</TabsTrigger>
          </TabsList>
          <TabsContent value="login">{phoneForm('login')}</TabsContent>
          <TabsContent value="signup">{phoneForm('signup')}</TabsContent>
        </Tabs>
      )}

      {demoEnabled && (
        <form action={demo} className="grid gap-2 rounded-lg border border-dashed p-4 text-center">
          {hidden}
          <p className="text-sm text-muted-foreground">{t('demo.trouble')}</p>
          <Button type="submit" variant="outline" disabled={demoPending || demoRedirecting}>
            {demoPending || demoRedirecting ? t('demo.busy') : t('demo.button')}
          </Button>
        </form>
      )}
    </div>
  );
}
