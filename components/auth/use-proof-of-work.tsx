'use client';

import { solveChallenge } from 'altcha-lib/v1';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useEffectEvent, useRef, useState } from 'react';
import { toast } from '@/components/ui/sonner';
import type { ActionState } from '@/lib/actions/result';
import { AUTH_MESSAGES } from '@/lib/domain/phone';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/**
 * When the server answers a send with a proof of work, solves it in the browser and sends the
 * same form again with the solution. Spread `onSubmit` on every form that sends a code and put
 * `field` inside it.
 */
export function useProofOfWork(state: ActionState<unknown>) {
  const common = useTranslations('common');
  const said = useDomainText();
  const tellFailed = useEffectEvent(() => toast.error(common('error'), { description: said(AUTH_MESSAGES.proofOfWorkFailed) }));
  const form = useRef<HTMLFormElement | null>(null);
  // A solution buys one send: it belongs to the answer that asked for it, and a new answer spends it.
  const [solved, setSolved] = useState<{ for: ActionState<unknown>; payload: string } | null>(null);
  const [failedFor, setFailedFor] = useState<ActionState<unknown>>(null);
  const challenge = state?.status === 'error' ? state.proofOfWork : undefined;
  const payload = solved?.for === state ? solved.payload : '';
  const solving = challenge !== undefined && !payload && failedFor !== state;

  useEffect(() => {
    if (!challenge) return;
    const { promise, controller } = solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber);
    promise
      .then((solution) => {
        if (controller.signal.aborted) return;
        if (!solution) throw new Error('no solution below maxnumber');
        const { algorithm, challenge: hash, salt, signature } = challenge;
        const answer = { algorithm, challenge: hash, number: solution.number, salt, signature };
        setSolved({ for: state, payload: btoa(JSON.stringify(answer)) });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setFailedFor(state);
        tellFailed();
      });
    return () => controller.abort();
  }, [state, challenge]);

  useEffect(() => {
    if (payload) form.current?.requestSubmit();
  }, [payload]);

  return {
    solving,
    field: <input type="hidden" name="altcha" value={payload} />,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      form.current = event.currentTarget;
    },
  };
}
