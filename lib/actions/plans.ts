'use server';

import { failure, ok } from '@/lib/actions/result';
import { validatedActionWithUser } from '@/lib/actions/validated';
import { pausePlan, previewPause, resumePlan } from '@/lib/db/plans';
import { requestRefund } from '@/lib/db/refunds';
import { CHECKIN_MESSAGES } from '@/lib/domain/checkins';
import { pausePlanSchema, resumePlanSchema } from '@/lib/domain/plan-schema';
import { PLAN_MESSAGES, type PausePreview, planRefusalText } from '@/lib/domain/plans';
import { refundRequestSchema } from '@/lib/domain/refund-schema';
import { REFUND_MESSAGES } from '@/lib/domain/refunds';
import { savedForCustomer } from './customer-saved';

type PauseAnswer = { preview: PausePreview } | { until: string };

/**
 * 'Pause my plan': from today, for the days chosen; the plan's own limit is checked with the plan.
 * The first post says what the pause would do (the new end date); the confirmed one pauses.
 */
export const pauseMyPlanAction = validatedActionWithUser(
  'pauseMyPlan',
  pausePlanSchema,
  { signedOut: CHECKIN_MESSAGES.signedOut, failed: PLAN_MESSAGES.pauseFailed },
  async ({ days, confirmed }, user) => {
    if (!confirmed) {
      const asked = await previewPause(user, days);
      return asked.status === 'refused' ? failure(planRefusalText(asked)) : ok<PauseAnswer>({ preview: asked.preview });
    }
    const outcome = await pausePlan(user, days);
    if (outcome.status === 'refused') return failure(planRefusalText(outcome));
    return savedForCustomer<PauseAnswer>({ until: outcome.until });
  },
);

/** 'Resume now' during a pause: the plan's end moves back by the days not used. */
export const resumeMyPlanAction = validatedActionWithUser(
  'resumeMyPlan',
  resumePlanSchema,
  { signedOut: CHECKIN_MESSAGES.signedOut, failed: PLAN_MESSAGES.resumeFailed },
  async (_, user) => {
    const outcome = await resumePlan(user);
    if (outcome.status === 'refused') return failure(planRefusalText(outcome));
    return savedForCustomer({ activeUntil: outcome.activeUntil });
  },
);

/** 'Request a refund' of one of the customer's plans; whether it still may be is checked with the plan. */
export const requestRefundAction = validatedActionWithUser(
  'requestRefund',
  refundRequestSchema,
  { signedOut: CHECKIN_MESSAGES.signedOut, failed: REFUND_MESSAGES.requestFailed },
  async (input, user) => {
    const outcome = await requestRefund(user, input);
    if (outcome.status === 'refused') return failure(REFUND_MESSAGES[outcome.reason]);
    return savedForCustomer(REFUND_MESSAGES.requested);
  },
);
