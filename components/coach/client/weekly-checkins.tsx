import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { WEEKLY_SCORE_LABEL, WEEKLY_SCORES, type WeekSlot } from '@/lib/domain/coaching';
import { formatDate } from '@/lib/domain/india-time';
import { MarkWeeklyRead } from './mark-weekly-read';
import { WeeklyCommentForm } from './weekly-comment-form';

const dueLabel = (day: string) => formatDate(new Date(`${day}T12:00:00+05:30`));

/** The weekly check-ins due so far: the answers, the missed weeks, and the coach's comments. */
export function WeeklyCheckins({ customerId, slots }: { customerId: string; slots: WeekSlot[] }) {
  const unread = slots.filter((slot) => slot.answer && !slot.answer.readByCoach).length;
  return (
    <SectionCard title="Weekly check-ins" id="weekly" className="scroll-mt-4" contentClassName="grid gap-3">
      <MarkWeeklyRead customerId={customerId} unread={unread} />
      {slots.length === 0 ? (
        <p className="text-sm text-muted-foreground">The first is due on day 7 of the programme.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Weekly check-ins">
          {[...slots].reverse().map((slot) => (
            <li key={slot.dueDay} className="grid gap-2 rounded-lg border p-3">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                Week {slot.week} · due {dueLabel(slot.dueDay)}
                {slot.answer && !slot.answer.readByCoach && <Badge>New</Badge>}
                {slot.missed && <Badge variant="outline">Missed</Badge>}
                {!slot.answer && !slot.missed && <Badge variant="outline">Waiting for the client</Badge>}
              </p>
              {slot.answer && (
                <>
                  <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
                    {WEEKLY_SCORES.map((score) => (
                      <div key={score}>
                        <dt className="text-muted-foreground">{WEEKLY_SCORE_LABEL[score]}</dt>
                        <dd className="font-medium">{slot.answer![score]} of 5</dd>
                      </div>
                    ))}
                  </dl>
                  {slot.answer.wins && (
                    <p className="text-sm">
                      <span className="text-muted-foreground">Wins this week: </span>
                      {slot.answer.wins}
                    </p>
                  )}
                  {slot.answer.struggles && (
                    <p className="text-sm">
                      <span className="text-muted-foreground">Struggles this week: </span>
                      {slot.answer.struggles}
                    </p>
                  )}
                  {slot.answer.waistCm !== null && (
                    <p className="text-sm">
                      <span className="text-muted-foreground">Waist: </span>
                      {slot.answer.waistCm} cm
                    </p>
                  )}
                  {slot.answer.comment ? (
                    <p className="rounded-md bg-secondary p-2 text-sm text-secondary-foreground">
                      {slot.answer.comment.by ?? 'Coach'}: {slot.answer.comment.text}
                    </p>
                  ) : (
                    <WeeklyCommentForm customerId={customerId} dueDay={slot.dueDay} week={slot.week} />
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
