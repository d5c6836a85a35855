import { describe, expect, it } from 'vitest';
import {
  addMonths,
  nextPlanStart,
  type PauseRefusal,
  pauseRefusal,
  phaseLabel,
  PLAN_MESSAGES,
  type PlanPurchase,
  planRefusalText,
  type PlanState,
  planState,
  planStatus,
  planStatusText,
  schedulePlans,
} from '@/lib/domain/plans';
import { timeline } from '@/lib/domain/progress';
import { periodText } from '@/lib/domain/receipt';
import { clientPlanStatus } from '@/lib/domain/roster';

const purchase = (overrides: Partial<PlanPurchase> = {}): PlanPurchase => ({
  orderId: 'o1',
  packageId: 'online-6m',
  productName: '6-Month Transformation',
  months: 6,
  paidOn: '2026-11-24',
  pausedFrom: null,
  pauseDays: 0,
  endedOn: null,
  ...overrides,
});

describe('addMonths', () => {
  it.each([
    ['2026-11-24', 6, '2027-05-24'],
    ['2026-11-24', 3, '2027-02-24'],
    ['2026-11-24', 12, '2027-11-24'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-31'],
    ['2027-01-30', 1, '2027-02-28'],
  ])('%s + %i months = %s', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });
});

describe('schedulePlans', () => {
  it('gives a plan its months from the day it was paid, its last day the day before the date a month count later', () => {
    expect(schedulePlans([purchase()])).toMatchObject([{ startsOn: '2026-11-24', endsOn: '2027-05-23' }]);
  });

  it('queues a plan bought while one runs: it starts the day after the current one ends', () => {
    const periods = schedulePlans([
      purchase({ orderId: 'six' }),
      purchase({ orderId: 'three', months: 3, paidOn: '2026-12-01' }),
    ]);
    expect(periods).toMatchObject([
      { orderId: 'six', startsOn: '2026-11-24', endsOn: '2027-05-23' },
      { orderId: 'three', startsOn: '2027-05-24', endsOn: '2027-08-23' },
    ]);
  });

  it('starts a plan bought after the last one ended on its own day', () => {
    const periods = schedulePlans([purchase({ months: 3 }), purchase({ orderId: 'o2', months: 3, paidOn: '2027-06-01' })]);
    expect(periods[1]).toMatchObject({ startsOn: '2027-06-01', endsOn: '2027-08-31' });
  });

  it('moves the end, and every plan queued after it, by the days paused', () => {
    const periods = schedulePlans([
      purchase({ pausedFrom: '2026-12-10', pauseDays: 7 }),
      purchase({ orderId: 'o2', months: 3, paidOn: '2026-12-01' }),
    ]);
    expect(periods).toMatchObject([
      { startsOn: '2026-11-24', endsOn: '2027-05-30' },
      { startsOn: '2027-05-31', endsOn: '2027-08-30' },
    ]);
  });

  it('ends a refunded plan on the refund day, and brings the queued plan forward', () => {
    const periods = schedulePlans([
      purchase({ endedOn: '2026-12-20' }),
      purchase({ orderId: 'o2', months: 3, paidOn: '2026-12-01' }),
    ]);
    expect(periods).toMatchObject([
      { startsOn: '2026-11-24', endsOn: '2026-12-20' },
      { startsOn: '2026-12-21', endsOn: '2027-03-20' },
    ]);
  });

  it('leaves a queued plan refunded before it began with no days', () => {
    const periods = schedulePlans([
      purchase(),
      purchase({ orderId: 'o2', months: 3, paidOn: '2026-12-01', endedOn: '2026-12-05' }),
    ]);
    expect(periods[1]).toMatchObject({ startsOn: '2027-05-24', endsOn: '2027-05-23' });
  });
});

describe('nextPlanStart', () => {
  const periods = schedulePlans([purchase()]);
  it.each([
    ['while a plan runs: the day after it ends', '2026-12-01', '2027-05-24'],
    ['on its last day: the next day', '2027-05-23', '2027-05-24'],
    ['after it ended: today', '2027-06-10', '2027-06-10'],
  ])('%s', (_, today, start) => {
    expect(nextPlanStart(periods, today)).toBe(start);
  });
  it('with no plan: today', () => {
    expect(nextPlanStart([], '2026-11-24')).toBe('2026-11-24');
  });
});

describe('planState', () => {
  it('6 months then 3 months: active until 9 months out, the second queued', () => {
    const state = planState(
      schedulePlans([purchase(), purchase({ orderId: 'o2', productName: '3-Month Kickstart', months: 3 })]),
      '2026-11-24',
    );
    expect(state).toMatchObject({
      current: { orderId: 'o1' },
      queued: [{ orderId: 'o2', startsOn: '2027-05-24' }],
      activeUntil: '2027-08-23',
      daysLeft: 273,
      phase: { kind: 'transformation', day: 1 },
      renewDue: false,
      expired: false,
    });
  });

  it.each<[string, string, object]>([
    ['day 1', '2026-11-24', { kind: 'transformation', day: 1 }],
    ['day 45', '2027-01-07', { kind: 'transformation', day: 45 }],
    ['day 46: maintenance, week 1', '2027-01-08', { kind: 'maintenance', week: 1 }],
    ['day 52: still week 1', '2027-01-14', { kind: 'maintenance', week: 1 }],
    ['day 53: week 2', '2027-01-15', { kind: 'maintenance', week: 2 }],
  ])('the phase of %s', (_, today, phase) => {
    expect(planState(schedulePlans([purchase()]), today).phase).toEqual(phase);
  });

  it('holds the day still while paused, and says until when', () => {
    const periods = schedulePlans([purchase({ pausedFrom: '2026-12-04', pauseDays: 7 })]);
    expect(planState(periods, '2026-12-03')).toMatchObject({ phase: { day: 10 }, pausedUntil: null });
    expect(planState(periods, '2026-12-04')).toMatchObject({ phase: { day: 11 }, pausedUntil: '2026-12-10' });
    expect(planState(periods, '2026-12-10')).toMatchObject({ phase: { day: 11 }, pausedUntil: '2026-12-10' });
    expect(planState(periods, '2026-12-11')).toMatchObject({
      phase: { day: 11 },
      pausedUntil: null,
      firstDay: '2026-11-24',
      programmeStart: '2026-12-01',
    });
    expect(planState(periods, '2026-12-12').phase).toEqual({ kind: 'transformation', day: 12 });
  });

  it('offers renewal from 14 days before the end, unless a plan is queued', () => {
    const one = schedulePlans([purchase()]);
    expect(planState(one, '2027-05-09')).toMatchObject({ daysLeft: 15, renewDue: false });
    expect(planState(one, '2027-05-10')).toMatchObject({ daysLeft: 14, renewDue: true });
    const two = schedulePlans([purchase(), purchase({ orderId: 'o2', months: 3 })]);
    expect(planState(two, '2027-05-10').renewDue).toBe(false);
  });

  it('is expired the day after the last plan ends, and empty before any', () => {
    expect(planState(schedulePlans([purchase()]), '2027-05-24')).toMatchObject({
      current: null,
      activeUntil: null,
      daysLeft: 0,
      phase: null,
      expired: true,
      last: { orderId: 'o1', endsOn: '2027-05-23' },
    });
    expect(planState([], '2026-11-24')).toMatchObject({ current: null, expired: false, programmeStart: null });
  });
});

// One plan state on every screen (issue 38): a plan refunded on 27 November, paused from 26
// November for 7 days, was shown at once as paused, active with a day left, refunded and due for
// renewal. Each state, and what each screen says of it.
describe('planStatus', () => {
  const sixMonths = { startsOn: '2026-11-24', endsOn: '2027-05-23', pausedFrom: null, pauseDays: 0, endedOn: null };
  const paused = { ...sixMonths, pausedFrom: '2026-11-26', pauseDays: 7, endsOn: '2027-05-30' };
  it.each<[string, Parameters<typeof planStatus>[0], string, string]>([
    ['queued: starts after today', sixMonths, '2026-11-23', 'Starts on 24 November 2026'],
    ['active on its first day', sixMonths, '2026-11-24', 'Active until 23 May 2027'],
    ['active on its last day', sixMonths, '2027-05-23', 'Active until 23 May 2027'],
    ['ended the day after', sixMonths, '2027-05-24', 'Ended on 23 May 2027'],
    ['paused on the pause’s first day', paused, '2026-11-26', 'Paused until 2 December 2026'],
    ['paused on its last', paused, '2026-12-02', 'Paused until 2 December 2026'],
    ['active again after it', paused, '2026-12-03', 'Active until 30 May 2027'],
    [
      'refunded, and nothing else, during a pause',
      { ...paused, endsOn: '2026-11-27', endedOn: '2026-11-27' },
      '2026-11-27',
      'Refunded on 27 November 2026',
    ],
    [
      'refunded, the days after',
      { ...sixMonths, endsOn: '2026-11-27', endedOn: '2026-11-27' },
      '2027-01-01',
      'Refunded on 27 November 2026',
    ],
    [
      'refunded before it began',
      { ...sixMonths, endsOn: '2026-11-23', endedOn: '2026-11-20' },
      '2026-11-20',
      'Refunded on 20 November 2026',
    ],
  ])('%s', (_, plan, today, text) => {
    expect(planStatusText(planStatus(plan, today))).toBe(text);
  });
});

describe('a refunded plan on every screen', () => {
  // Bought on 24 November, paused on the 26th for 7 days, refunded on the 27th.
  const refunded = schedulePlans([purchase({ pausedFrom: '2026-11-26', pauseDays: 7, endedOn: '2026-11-27' })]);
  const today = '2026-11-27';
  const state = planState(refunded, today);

  it('the dashboard: refunded, not running, not paused, not due for renewal', () => {
    expect(state).toMatchObject({
      current: null,
      status: null,
      activeUntil: null,
      pausedUntil: null,
      renewDue: false,
      expired: true,
      phase: null,
    });
    expect(planStatusText(state.lastStatus!)).toBe('Refunded on 27 November 2026');
  });

  it('the receipt: the period ends on the refund day', () => {
    const period = { from: refunded[0]!.startsOn, to: refunded[0]!.endsOn, refundedOn: today };
    expect(periodText(period)).toBe('24 November 2026 until its refund on 27 November 2026');
    expect(periodText({ ...period, refundedOn: null })).toBe('24 November 2026 to 27 November 2026');
    expect(periodText({ from: '2027-05-24', to: '2027-05-23', refundedOn: today })).toBe(
      'Refunded on 27 November 2026, before it began',
    );
  });

  it('the roster: refunded, out of the programme', () => {
    const status = clientPlanStatus(
      { startDay: '2026-11-24', pauses: [{ from: '2026-11-26', days: 7 }], activeUntil: null, refundedOn: today },
      today,
    );
    expect(planStatusText(status)).toBe('Refunded on 27 November 2026');
  });

  it('a queued plan bought after the refund runs as usual', () => {
    const again = schedulePlans([
      purchase({ endedOn: '2026-11-27' }),
      purchase({ orderId: 'o2', months: 3, paidOn: '2026-12-01' }),
    ]);
    expect(planState(again, '2026-12-01')).toMatchObject({ current: { orderId: 'o2' }, status: { kind: 'active' } });
  });
});

describe('estimated completion', () => {
  it('with no pause: day 45 as bought', () => {
    const state = planState(schedulePlans([purchase()]), '2026-12-03');
    expect(timeline(state.programmeStart!, '2026-12-03', state.pausedAhead).completesOn).toBe('2027-01-07');
  });

  it.each<[string, string, string]>([
    ['a pause ahead: 7 days later', '2026-12-03', '2027-01-14'],
    ['on the pause’s first day: 7 days later', '2026-12-04', '2027-01-14'],
    ['mid-pause: still 7 days later', '2026-12-07', '2027-01-14'],
    ['after the pause: 7 days later', '2026-12-20', '2027-01-14'],
  ])('%s', (_, today, completesOn) => {
    const state = planState(schedulePlans([purchase({ pausedFrom: '2026-12-04', pauseDays: 7 })]), today);
    expect(timeline(state.programmeStart!, today, state.pausedAhead).completesOn).toBe(completesOn);
  });
});

describe('phaseLabel', () => {
  it.each<[Parameters<typeof phaseLabel>[0], string]>([
    [{ kind: 'transformation', day: 12 }, 'Transformation: day 12 of 45'],
    [{ kind: 'maintenance', week: 3 }, 'Maintenance: week 3'],
  ])('%o → %s', (phase, label) => {
    expect(phaseLabel(phase)).toBe(label);
  });
});

describe('pauseRefusal', () => {
  const sixMonths = planState(schedulePlans([purchase()]), '2026-12-01');
  const year = planState(schedulePlans([purchase({ months: 12 })]), '2026-12-01');
  const range = (max: number): PauseRefusal => ({ status: 'refused', reason: 'pauseRange', max });
  it.each<[string, PlanState, number, PauseRefusal | null, string | null]>([
    ['7 days on a 6-month plan', sixMonths, 7, null, null],
    ['14 days on a 6-month plan', sixMonths, 14, null, null],
    ['15 days on a 6-month plan', sixMonths, 15, range(14), 'This plan can pause for 7 to 14 days.'],
    ['6 days', sixMonths, 6, range(14), 'This plan can pause for 7 to 14 days.'],
    ['28 days on a 12-month plan', year, 28, null, null],
    ['29 days on a 12-month plan', year, 29, range(28), 'This plan can pause for 7 to 28 days.'],
    [
      'a second pause',
      planState(schedulePlans([purchase({ pausedFrom: '2026-11-25', pauseDays: 7 })]), '2026-12-10'),
      7,
      { status: 'refused', reason: 'pausedOnce' },
      PLAN_MESSAGES.pausedOnce,
    ],
    [
      'no plan running',
      planState(schedulePlans([purchase({ months: 3 })]), '2027-06-01'),
      7,
      { status: 'refused', reason: 'noPlan' },
      PLAN_MESSAGES.noPlan,
    ],
  ])('%s', (_, state, days, refusal, text) => {
    const answer = pauseRefusal(state, days);
    expect(answer).toEqual(refusal);
    expect(answer && planRefusalText(answer)).toBe(text);
  });

  it("says 'Resume now' outside a pause in the customer's words", () => {
    expect(planRefusalText({ status: 'refused', reason: 'notPaused' })).toBe(PLAN_MESSAGES.notPaused);
  });
});
