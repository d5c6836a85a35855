import { SectionCard } from '@/components/section-card';
import { WEEKLY_SCORE_LABEL, WEEKLY_SCORES, type WeeklyCheckin, type WeekSlot } from '@/lib/domain/coaching';
import { WeeklyCheckinForm } from './weekly-checkin';

/** The weekly check-in when one is due, and the answered ones with the coach's comments. */
export function WeeklyCard({ due, answered }: { due: WeekSlot | null; answered: WeeklyCheckin[] }) {
  if (!due && answered.length === 0) return null;
  return (
    <SectionCard title="Weekly check-in" id="weekly-checkin" contentClassName="grid gap-4" className="scroll-mt-4">
      {due && <WeeklyCheckinForm slot={due} />}
      {answered.length > 0 && (
        <ul className="grid gap-3" aria-label="Your weekly check-ins">
          {[...answered].reverse().map((answer) => (
            <li key={answer.dueDay} className="grid gap-1 rounded-lg border p-3 text-sm">
              <p className="font-medium">Week {answer.week}</p>
              <p className="text-muted-foreground">
                {WEEKLY_SCORES.map((score) => `${WEEKLY_SCORE_LABEL[score]} ${answer[score]}/5`).join(' · ')}
              </p>
              {answer.comment ? (
                <p className="rounded-md bg-secondary p-2 text-secondary-foreground">
                  {answer.comment.by ?? 'Your coach'}: {answer.comment.text}
                </p>
              ) : (
                <p className="text-muted-foreground">Your coach has not answered yet.</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
