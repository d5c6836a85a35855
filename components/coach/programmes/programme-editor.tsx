import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { ExerciseSearch } from '@/components/coach/programmes/exercise-search';
import {
  AddExerciseResults,
  AssignClientsForm,
  CopyProgrammeButton,
  DeleteProgrammeForm,
  MoveExercise,
  PhaseForm,
  PrescriptionForm,
  ProgrammeDetailsForm,
  RemovePart,
  WorkoutForm,
} from '@/components/coach/programmes/programme-forms';
import { Icon, TriangleAlert } from '@/components/icons';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { workoutTextIn } from '@/components/workout/workout-text';
import type { ProgrammeEditor } from '@/lib/db/programme-builder';
import { conflictsOf, type Exercise, exerciseOf, LIMITATION_LABEL, type Limitation } from '@/lib/domain/exercises';
import { WEEK_DAYS } from '@/lib/domain/programme-builder';
import type { StoredPhase, StoredWorkout } from '@/lib/domain/programmes';
import { prescriptionText } from '@/lib/domain/workout-day';
import type { DomainText } from '@/lib/i18n/domain-text';
import { useDomainText } from '@/lib/i18n/use-domain-text';

const limitationWords = (flags: readonly Limitation[], said: DomainText) =>
  flags.map((flag) => said(LIMITATION_LABEL[flag]).toLowerCase()).join(', ');

/** The words of the builder in the reader's language: a built-in's names from lib/'s catalogue, the library's Hindi name of an exercise. */
function useWords(editor: ProgrammeEditor) {
  const said = useDomainText();
  const locale = useLocale();
  return {
    said,
    locale,
    // A built-in's phases, titles and notes are the project's; a coach's as they wrote them.
    own: (text: string) => (editor.builtIn ? said(text) : text),
    exerciseName: (exercise: Pick<Exercise, 'name' | 'hindi'>) =>
      locale === 'hi' && exercise.hindi ? exercise.hindi : exercise.name,
  };
}

/** The builder: a programme's phases, workouts and exercises, each changed in place, and what to do with it. */
export function ProgrammeEditorView({ editor }: { editor: ProgrammeEditor }) {
  const t = useTranslations('builders.programmeEditor');
  const common = useTranslations('builders.editor');
  const { said, own } = useWords(editor);
  const editable = !editor.builtIn;
  // Each phase's first day of the programme.
  const firsts = editor.tree.phases.map((_, index) =>
    editor.tree.phases.slice(0, index).reduce((day, phase) => day + phase.days, 1),
  );
  return (
    <>
      {editor.builtIn && (
        <SectionCard title={t('builtIn')} contentClassName="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground">{common('notChanged')}</p>
          <CopyProgrammeButton programmeId={editor.id} name={own(editor.name)} />
        </SectionCard>
      )}
      {editor.client && (
        <p className="flex items-start gap-2 rounded-lg border p-3 text-sm">
          {editor.client.limitations.length > 0 ? (
            <>
              <Icon icon={TriangleAlert} className="mt-0.5 size-4 shrink-0 text-destructive" />
              <span>
                {t('clientLimited', {
                  name: editor.client.name,
                  limitations: limitationWords(editor.client.limitations, said),
                })}
              </span>
            </>
          ) : (
            <span>{t('clientCopy', { name: editor.client.name })}</span>
          )}
        </p>
      )}
      {editable && (
        <SectionCard title={t('details')}>
          <ProgrammeDetailsForm programme={editor} />
        </SectionCard>
      )}
      {editor.tree.phases.map((phase, index) => (
        <PhaseCard
          key={phase.id}
          editor={editor}
          phase={phase}
          number={index + 1}
          from={firsts[index]!}
          last={index === editor.tree.phases.length - 1}
        />
      ))}
      {editable && (
        <SectionCard title={t('addPhase')}>
          <PhaseForm programmeId={editor.id} />
        </SectionCard>
      )}
      {!editor.client && (
        <SectionCard title={common('assign')} id="assign" className="scroll-mt-4" contentClassName="grid gap-3">
          <p className="text-sm text-muted-foreground">{t('assignLead')}</p>
          {editor.clients.length > 0 ? (
            <AssignClientsForm programmeId={editor.id} clients={editor.clients} />
          ) : (
            <p className="text-sm">{common('noClients')}</p>
          )}
        </SectionCard>
      )}
      {editor.mine && !editor.client && (
        <SectionCard title={common('delete')}>
          <DeleteProgrammeForm programmeId={editor.id} name={editor.name} />
        </SectionCard>
      )}
    </>
  );
}

function PhaseCard({
  editor,
  phase,
  number,
  from,
  last,
}: {
  editor: ProgrammeEditor;
  phase: StoredPhase;
  number: number;
  from: number;
  last: boolean;
}) {
  const t = useTranslations('builders.programmeEditor');
  const { own } = useWords(editor);
  const editable = !editor.builtIn;
  const busy = new Set(phase.workouts.flatMap((workout) => workout.days));
  const rest = WEEK_DAYS.filter((day) => !busy.has(day));
  const name = own(phase.name);
  return (
    <SectionCard
      title={t('phaseTitle', { number, name })}
      id={`phase-${phase.id}`}
      className="scroll-mt-4"
      contentClassName="grid gap-4"
    >
      <p className="text-sm text-muted-foreground">
        {t('phaseDays', { from, to: from + phase.days - 1 })}
        {last && t('thenMaintenance')} · {t('workoutsAWeek', { count: phase.workouts.reduce((n, w) => n + w.days.length, 0) })}
        {rest.length > 0 && ` · ${t('restOn', { count: rest.length, days: rest.join(', ') })}`}
      </p>
      {phase.workouts.map((workout) => (
        <WorkoutCard key={workout.id} editor={editor} phaseId={phase.id} workout={workout} />
      ))}
      {editable && (
        <details className="rounded-lg border p-3" open={phase.workouts.length === 0}>
          <summary className="cursor-pointer text-sm font-medium">{t('addWorkoutTo', { name })}</summary>
          <div className="mt-3">
            <WorkoutForm programmeId={editor.id} phaseId={phase.id} />
          </div>
        </details>
      )}
      {editable && (
        <details className="rounded-lg border p-3">
          <summary className="cursor-pointer text-sm font-medium">{t('editPhase', { name })}</summary>
          <div className="mt-3 grid gap-3">
            <PhaseForm programmeId={editor.id} phase={phase} />
            {editor.tree.phases.length > 1 && (
              <RemovePart
                programmeId={editor.id}
                part="phase"
                id={phase.id}
                name={name}
                confirm={t('removePhase', { name, count: phase.workouts.length })}
              />
            )}
          </div>
        </details>
      )}
    </SectionCard>
  );
}

function WorkoutCard({ editor, phaseId, workout }: { editor: ProgrammeEditor; phaseId: string; workout: StoredWorkout }) {
  const t = useTranslations('builders.programmeEditor');
  const workoutText = useTranslations('plan.workoutText');
  const { said, locale, own, exerciseName } = useWords(editor);
  const editable = !editor.builtIn;
  const limitations = editor.client?.limitations ?? [];
  const searching = editor.search?.workoutId === workout.id ? editor.search : null;
  const title = own(workout.title);
  return (
    <article aria-labelledby={`workout-${workout.id}`} className="grid gap-3 rounded-lg border p-3">
      <header>
        <h3 id={`workout-${workout.id}`} className="font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">
          {t('workoutDays', { count: workout.days.length, days: workout.days.join(', ') })}
        </p>
      </header>
      <details open={Boolean(searching) || workout.exercises.length === 0} className="grid gap-3">
        <summary className="cursor-pointer text-sm">
          <span className="font-medium">{t('exercises', { count: workout.exercises.length })}</span>
          {workout.exercises.length > 0 && (
            <span className="text-muted-foreground">
              : {workout.exercises.map((slot) => exerciseName(exerciseOf(slot.exerciseId))).join(', ')}
            </span>
          )}
        </summary>
        <div className="mt-3 grid gap-3">
          {workout.exercises.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('noExercise')}</p>
          ) : (
            <ol className="grid gap-2" aria-label={t('exercisesOf', { title })}>
              {workout.exercises.map((slot, index) => {
                const exercise = exerciseOf(slot.exerciseId);
                const flags = conflictsOf(exercise, limitations);
                const p = slot.prescription;
                const name = exerciseName(exercise);
                return (
                  <li key={slot.id} className={`grid gap-2 rounded-md border p-2 ${flags.length ? 'border-destructive/50' : ''}`}>
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div className="grid gap-0.5 text-sm">
                        <p>
                          <span className="text-muted-foreground">{index + 1}.</span> <span className="font-medium">{name}</span>
                          {slot.superset && (
                            <Badge variant="outline" className="ml-2">
                              {t('superset')}
                            </Badge>
                          )}
                        </p>
                        <p className="text-muted-foreground">
                          {workoutTextIn(prescriptionText(p.sets, p, exercise.eachSide), workoutText, locale)} ·{' '}
                          {t('rest', { seconds: p.restSeconds })}
                          {slot.rpe !== null && ` · ${t('rpe', { rpe: slot.rpe })}`}
                          {!p.progression && ` · ${t('noProgression')}`}
                        </p>
                        {slot.note && <p>{own(slot.note)}</p>}
                        {flags.length > 0 && (
                          <p className="flex items-start gap-1 text-destructive">
                            <Icon icon={TriangleAlert} className="mt-0.5 size-4 shrink-0" />
                            {t('mayNotSuit', { name: editor.client?.name ?? '', limitations: limitationWords(flags, said) })}
                            {exercise.impact === 'high' && ` ${t('highImpact')}`} {t('swapIt')}
                          </p>
                        )}
                      </div>
                      {editable && (
                        <div className="flex items-center gap-1">
                          <MoveExercise
                            programmeId={editor.id}
                            slotId={slot.id}
                            name={name}
                            first={index === 0}
                            last={index === workout.exercises.length - 1}
                          />
                          <RemovePart programmeId={editor.id} part="exercise" id={slot.id} name={name} />
                        </div>
                      )}
                    </div>
                    {editable && (
                      <details>
                        <summary className="cursor-pointer text-sm text-primary">{t('prescribe', { name })}</summary>
                        <div className="mt-2">
                          <PrescriptionForm programmeId={editor.id} slot={slot} measure={exercise.measure} first={index === 0} />
                        </div>
                      </details>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
          {editable &&
            (searching ? (
              <section
                id={`add-${workout.id}`}
                aria-label={t('addExerciseTo', { title })}
                className="grid scroll-mt-4 gap-3 rounded-md bg-muted/40 p-3"
              >
                <ExerciseSearch workoutId={workout.id} filters={searching.filters} />
                {searching.found.length === 0 ? (
                  <p className="text-sm" role="status">
                    {t('noMatch')}
                  </p>
                ) : (
                  <AddExerciseResults
                    programmeId={editor.id}
                    workoutId={workout.id}
                    found={searching.found}
                    flaggedFor={Object.fromEntries(
                      searching.found.map(({ id }) => [
                        id,
                        conflictsOf(exerciseOf(id), limitations).map((f) => said(LIMITATION_LABEL[f]).toLowerCase()),
                      ]),
                    )}
                  />
                )}
                {searching.more > 0 && <p className="text-sm text-muted-foreground">{t('more', { count: searching.more })}</p>}
                <Link
                  href={`?#workout-${workout.id}`}
                  scroll={false}
                  className="w-fit text-sm text-primary underline-offset-4 hover:underline"
                >
                  {t('doneAdding')}
                </Link>
              </section>
            ) : (
              <Link
                href={`?add=${workout.id}#add-${workout.id}`}
                scroll={false}
                className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {t('addExercise')}
              </Link>
            ))}
        </div>
      </details>
      {editable && (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">{t('editWorkout', { title })}</summary>
          <div className="mt-3 grid gap-3">
            <WorkoutForm programmeId={editor.id} phaseId={phaseId} workout={workout} />
            <RemovePart
              programmeId={editor.id}
              part="workout"
              id={workout.id}
              name={title}
              confirm={t('removeWorkout', { title, count: workout.exercises.length })}
            />
          </div>
        </details>
      )}
    </article>
  );
}
