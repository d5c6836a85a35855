'use client';

import { CreditCard, Smartphone } from 'lucide-react';
import { useActionState, useEffect } from 'react';
import { createOrder } from '@/app/payment/actions';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/sonner';
import { useJsEnabled } from '@/hooks/use-js-enabled';
import { useToastThenNavigate } from '@/hooks/use-toast-then-navigate';
import { PAYMENT_METHOD_LABEL, PAYMENT_METHODS } from '@/lib/domain/orders';
import type { PackageId } from '@/lib/domain/packages';
import { formatInr } from '@/lib/domain/money';

const ICONS = { card: CreditCard, upi: Smartphone } as const;
const REDIRECT_AFTER_MS = 1000;

export function PaymentForm({
  packageId,
  total,
  idempotencyKey,
}: {
  packageId: PackageId;
  total: number;
  idempotencyKey: string;
}) {
  const js = useJsEnabled();
  const toastThenNavigate = useToastThenNavigate();
  const [state, pay, processing] = useActionState(createOrder, null);
  const paid = state?.status === 'ok';

  useEffect(() => {
    if (state?.status === 'error') toast.error('Payment failed', { description: state.message });
    if (state?.status !== 'ok') return;
    const success = { title: 'Payment Successful!', description: 'Redirecting to success page...' };
    toastThenNavigate(success, state.data.redirectTo, { delayMs: REDIRECT_AFTER_MS });
  }, [state, toastThenNavigate]);

  return (
    <form action={pay} className="grid gap-4">
      <input type="hidden" name="packageId" value={packageId} />
      {/* One key per visit to this page: a double click or a retried request pays once. */}
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {js && <input type="hidden" name="js" value="1" />}
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">Payment Methods</legend>
        {PAYMENT_METHODS.map((method, index) => {
          const Icon = ICONS[method];
          return (
            <label
              key={method}
              className="flex cursor-pointer items-center gap-3 rounded-lg border p-4 has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
            >
              <input type="radio" name="method" value={method} defaultChecked={index === 0} className="size-4 accent-primary" />
              <Icon className="size-5 text-primary" aria-hidden />
              <span className="font-medium">{PAYMENT_METHOD_LABEL[method]}</span>
            </label>
          );
        })}
      </fieldset>
      {state?.status === 'error' && (
        <p role="alert" className="text-sm text-destructive">
          {state.message}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={processing || paid}>
        {processing || paid ? 'Processing Payment...' : `Pay ${formatInr(total)}`}
      </Button>
    </form>
  );
}
