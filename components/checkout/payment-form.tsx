'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef, useState, useTransition } from 'react';
import { confirmPaymentAction, createOrderAction } from '@/lib/actions/orders';
import { CreditCard, Icon, Smartphone } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/sonner';
import { useJsEnabled } from '@/hooks/use-js-enabled';
import { useToastThenNavigate } from '@/hooks/use-toast-then-navigate';
import { INDIAN_STATES } from '@/lib/domain/indian-states';
import { formatInr } from '@/lib/domain/money';
import { BILLING_NAME_MAX } from '@/lib/domain/order-schema';
import { PAYMENT_METHOD_LABEL, PAYMENT_METHODS } from '@/lib/domain/orders';
import type { PackageId } from '@/lib/domain/packages';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { type CheckoutAnswer, openRazorpayCheckout } from './razorpay-checkout';

const ICONS = { card: CreditCard, upi: Smartphone } as const;
const REDIRECT_AFTER_MS = 1000;

// Which checkouts this tab has paid. sessionStorage may be blocked; then Back shows the form, and paying it again
// still charges nothing twice (the server answers with the order already placed).
const paidKey = (checkoutId: string) => `paid-checkout:${checkoutId}`;
function paidInThisTab(checkoutId: string): boolean {
  try {
    return window.sessionStorage.getItem(paidKey(checkoutId)) !== null;
  } catch {
    return false;
  }
}
function rememberPaid(checkoutId: string): void {
  try {
    window.sessionStorage.setItem(paidKey(checkoutId), '1');
  } catch {}
}

export function PaymentForm({
  checkoutId,
  packageId,
  total,
  placeOfSupply,
  billingName,
  lastFailure,
}: {
  checkoutId: string;
  packageId: PackageId;
  total: number;
  /** The state to preselect: the customer's last order's, else the business's own. */
  placeOfSupply: string;
  /** The name to prefill on the invoice: the profile's. */
  billingName?: string;
  /** Why the last payment of this checkout failed, if it did. */
  lastFailure?: string;
}) {
  const t = useTranslations('checkout.form');
  const said = useDomainText();
  const js = useJsEnabled();
  const router = useRouter();
  const toastThenNavigate = useToastThenNavigate();
  const [state, pay, processing] = useActionState(createOrderAction, null);
  // Razorpay Checkout open on the order the last Pay made, until it is closed, fails, or its answer is checked.
  const checkout = state?.status === 'ok' ? state.data.checkout : null;
  const [settled, setSettled] = useState<typeof checkout>(null);
  const inCheckout = checkout !== null && settled !== checkout;
  const opened = useRef<typeof checkout>(null);
  const [confirming, startConfirming] = useTransition();
  const [confirmed, setConfirmed] = useState<{ redirectTo: string } | null>(null);
  const done = (state?.status === 'ok' && !checkout) || confirmed !== null;

  // Back after paying brings this page back as it was before: the server, asked again, shows what was bought.
  useEffect(() => {
    if (paidInThisTab(checkoutId)) router.refresh();
  }, [checkoutId, router]);

  useEffect(() => {
    // Once per Pay: a render for another reason must not open a second Checkout.
    if (!checkout || opened.current === checkout) return;
    opened.current = checkout;
    const confirm = (answer: CheckoutAnswer) =>
      startConfirming(async () => {
        const result = await confirmPaymentAction(null, {
          orderId: checkout.orderId,
          paymentId: answer.razorpay_payment_id,
          signature: answer.razorpay_signature,
        });
        if (result.status === 'ok') setConfirmed(result.data);
        else {
          setSettled(checkout);
          toast.error(t('failed'), { description: said(result.message) });
        }
      });
    void openRazorpayCheckout(checkout, {
      paid: confirm,
      failed: (description) => {
        setSettled(checkout);
        toast.error(t('failed'), { description });
      },
      closed: () => {
        setSettled(checkout);
        toast.message(t('closed'));
      },
    }).then((opened) => {
      if (opened) return;
      setSettled(checkout);
      toast.error(t('failed'), { description: t('checkoutUnavailable') });
    });
  }, [checkout, t, said]);

  useEffect(() => {
    if (state?.status === 'error') toast.error(t('failed'), { description: said(state.message) });
    if (state?.status !== 'ok' || state.data.checkout) return;
    rememberPaid(checkoutId);
    // Still being captured: the confirmation page shows it as processing until it is paid.
    if (!state.data.paid) {
      router.push(state.data.redirectTo);
      return;
    }
    const success = { title: t('success'), description: t('redirecting') };
    toastThenNavigate(success, state.data.redirectTo, { delayMs: REDIRECT_AFTER_MS });
  }, [state, toastThenNavigate, router, checkoutId, t, said]);

  // Checkout's answer, checked by the server: the same confirmation as the simulated gateway's.
  useEffect(() => {
    if (!confirmed) return;
    rememberPaid(checkoutId);
    toastThenNavigate({ title: t('success'), description: t('redirecting') }, confirmed.redirectTo, {
      delayMs: REDIRECT_AFTER_MS,
    });
  }, [confirmed, toastThenNavigate, checkoutId, t]);

  const busy = processing || inCheckout || confirming || done;
  // A payment under way (or made) hides the last attempt's failure.
  const message = busy ? undefined : state?.status === 'error' ? said(state.message) : lastFailure;
  return (
    <form action={pay} className="grid gap-4">
      {/* The checkout the server opened for this plan: every click, tab and retry pays this one. */}
      <input type="hidden" name="checkoutId" value={checkoutId} />
      <input type="hidden" name="packageId" value={packageId} />
      {js && <input type="hidden" name="js" value="1" />}
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">{t('methods')}</legend>
        {PAYMENT_METHODS.map((method, index) => {
          const icon = ICONS[method];
          return (
            <label
              key={method}
              className="flex cursor-pointer items-center gap-3 rounded-lg border p-4 has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
            >
              <input type="radio" name="method" value={method} defaultChecked={index === 0} className="size-4 accent-primary" />
              <Icon icon={icon} className="size-5 text-primary" />
              <span className="font-medium">{said(PAYMENT_METHOD_LABEL[method])}</span>
            </label>
          );
        })}
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor="billing-name">{t('billingName')}</Label>
        <Input
          id="billing-name"
          name="billingName"
          defaultValue={billingName}
          maxLength={BILLING_NAME_MAX}
          autoComplete="name"
          aria-describedby="billing-name-hint"
        />
        <p id="billing-name-hint" className="text-xs text-muted-foreground">
          {t('billingNameHint')}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="place-of-supply">{t('state')}</Label>
        <NativeSelect
          id="place-of-supply"
          name="placeOfSupply"
          defaultValue={placeOfSupply}
          aria-describedby="place-of-supply-hint"
        >
          {INDIAN_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {said(s.name)}
            </option>
          ))}
        </NativeSelect>
        <p id="place-of-supply-hint" className="text-xs text-muted-foreground">
          {t('stateHint')}
        </p>
      </div>
      {message && (
        <p role="alert" className="text-sm text-destructive">
          {message}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? t('processing') : t('pay', { amount: formatInr(total) })}
      </Button>
    </form>
  );
}
