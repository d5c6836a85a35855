import Link from 'next/link';
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
import type { ProgrammeEditor } from '@/lib/db/programme-builder';
import { conflictsOf, exerciseOf, LIMITATION_LABEL, type Limitation } from '@/lib/domain/exercises';
import { WEEK_DAYS } from '@/lib/domain/programme-builder';
import type { StoredPhase, StoredWorkout } from '@/lib/domain/programmes';
import { prescriptionText } from '@/lib/domain/workout-day';

const limitationWords = (flags: readonly Limitation[]) => flags.map((flag) => LIMITATION_LABEL[flag].toLowerCase()).join(', ');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The builder: a programme's phases, workouts and exercises, each changed in place, and what to do with it. */
export function ProgrammeEditorView({ editor }: { editor: ProgrammeEditor }) {
  const editable = !editor.builtIn;
  // Each phase's first day of the programme.
  const firsts = editor.tree.phases.map((_, index) =>
    editor.tree.phases.slice(0, index).reduce((day, phase) => day + phase.days, 1),
  );
  return (
    <>
      {editor.builtIn && (
        <SectionCard title="A built-in programme" contentClassName="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground">It is not changed: copy it, then change and assign the copy.</p>
          <CopyProgrammeButton programmeId={editor.id} name={editor.name} />
        </SectionCard>
      )}
      {editor.client && (
        <p className="flex items-start gap-2 rounded-lg border p-3 text-sm">
          {editor.client.limitations.length > 0 ? (
            <>
              <Icon icon={TriangleAlert} className="mt-0.5 size-4 shrink-0 text-destructive" />
              <span>
                {editor.client.name}&apos;s own copy: changes here change only their plan. Checked against their limitations:{' '}
                {limitationWords(editor.client.limitations)}.
              </span>
            </>
          ) : (
            <span>{editor.client.name}&apos;s own copy: changes here change only their plan. No limitations are confirmed.</span>
          )}
        </p>
      )}
      {editable && (
        <SectionCard title="Name and summary">
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
        <SectionCard title="Add phase">
          <PhaseForm programmeId={editor.id} />
        </SectionCard>
      )}
      {!editor.client && (
        <SectionCard title="Assign" id="assign" className="scroll-mt-4" contentClassName="grid gap-3">
          <p className="text-sm text-muted-foreground">
            Each client gets their own copy: changing it later changes neither this programme nor anyone else&apos;s.
          </p>
          {editor.clients.length > 0 ? (
            <AssignClientsForm programmeId={editor.id} clients={editor.clients} />
          ) : (
            <p className="text-sm">You have no clients in their programme yet.</p>
          )}
        </SectionCard>
      )}
      {editor.mine && !editor.client && (
        <SectionCard title="Delete">
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
  const editable = !editor.builtIn;
  const busy = new Set(phase.workouts.flatMap((workout) => workout.days));
  const rest = WEEK_DAYS.filter((day) => !busy.has(day));
  return (
    <SectionCard
      title={`Phase ${number}: ${phase.name}`}
      id={`phase-${phase.id}`}
      className="scroll-mt-4"
      contentClassName="grid gap-4"
    >
      <p className="text-sm text-muted-foreground">
        Days {from}-{from + phase.days - 1}
        {last && ', then again as maintenance'} ·{' '}
        {plural(
          phase.workouts.reduce((n, w) => n + w.days.length, 0),
          'workout',
        )}{' '}
        a week
        {rest.length > 0 && ` · rest on day${rest.length > 1 ? 's' : ''} ${rest.join(', ')} of each week`}
      </p>
      {phase.workouts.map((workout) => (
        <WorkoutCard key={workout.id} editor={editor} phaseId={phase.id} workout={workout} />
      ))}
      {editable && (
        <details className="rounded-lg border p-3" open={phase.workouts.length === 0}>
          <summary className="cursor-pointer text-sm font-medium">Add workout to {phase.name}</summary>
          <div className="mt-3">
            <WorkoutForm programmeId={editor.id} phaseId={phase.id} />
          </div>
        </details>
      )}
      {editable && (
        <details className="rounded-lg border p-3">
          <summary className="cursor-pointer text-sm font-medium">Edit phase {phase.name}</summary>
          <div className="mt-3 grid gap-3">
            <PhaseForm programmeId={editor.id} phase={phase} />
            {editor.tree.phases.length > 1 && (
              <RemovePart
                programmeId={editor.id}
                part="phase"
                id={phase.id}
                name={phase.name}
                confirm={`Remove ${phase.name} and its ${plural(phase.workouts.length, 'workout')}`}
              />
            )}
          </div>
        </details>
      )}
    </SectionCard>
  );
}

function WorkoutCard({ editor, phaseId, workout }: { editor: ProgrammeEditor; phaseId: string; workout: StoredWorkout }) {
  const editable = !editor.builtIn;
  const limitations = editor.client?.limitations ?? [];
  const searching = editor.search?.workoutId === workout.id ? editor.search : null;
  return (
    <article aria-labelledby={`workout-${workout.id}`} className="grid gap-3 rounded-lg border p-3">
      <header>
        <h3 id={`workout-${workout.id}`} className="font-semibold">
          {workout.title}
        </h3>
        <p className="text-sm text-muted-foreground">
          Day{workout.days.length > 1 ? 's' : ''} {workout.days.join(', ')} of each week
        </p>
      </header>
      <details open={Boolean(searching) || workout.exercises.length === 0} className="grid gap-3">
        <summary className="cursor-pointer text-sm">
          <span className="font-medium">{plural(workout.exercises.length, 'exercise')}</span>
          {workout.exercises.length > 0 && (
            <span className="text-muted-foreground">
              : {workout.exercises.map((slot) => exerciseOf(slot.exerciseId).name).join(', ')}
            </span>
          )}
        </summary>
        <div className="mt-3 grid gap-3">
          {workout.exercises.length === 0 ? (
            <p className="text-sm text-muted-foreground">No exercise yet.</p>
          ) : (
            <ol className="grid gap-2" aria-label={`Exercises of ${workout.title}`}>
              {workout.exercises.map((slot, index) => {
                const exercise = exerciseOf(slot.exerciseId);
                const flags = conflictsOf(exercise, limitations);
                const p = slot.prescription;
                return (
                  <li key={slot.id} className={`grid gap-2 rounded-md border p-2 ${flags.length ? 'border-destructive/50' : ''}`}>
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div className="grid gap-0.5 text-sm">
                        <p>
                          <span className="text-muted-foreground">{index + 1}.</span>{' '}
                          <span className="font-medium">{exercise.name}</span>
                          {slot.superset && (
                            <Badge variant="outline" className="ml-2">
                              Superset
                            </Badge>
                          )}
                        </p>
                        <p className="text-muted-foreground">
                          {prescriptionText(p.sets, p, exercise.eachSide)} · rest {p.restSeconds} s
                          {slot.rpe !== null && ` · RPE ${slot.rpe}`}
                          {!p.progression && ' · no progression'}
                        </p>
                        {slot.note && <p>{slot.note}</p>}
                        {flags.length > 0 && (
                          <p className="flex items-start gap-1 text-destructive">
                            <Icon icon={TriangleAlert} className="mt-0.5 size-4 shrink-0" />
                            May not suit {editor.client?.name}: {limitationWords(flags)}.
                            {exercise.impact === 'high' && ' High impact.'} Swap it on the client&apos;s page or remove it.
                          </p>
                        )}
                      </div>
                      {editable && (
                        <div className="flex items-center gap-1">
                          <MoveExercise
                            programmeId={editor.id}
                            slotId={slot.id}
                            name={exercise.name}
                            first={index === 0}
                            last={index === workout.exercises.length - 1}
                          />
                          <RemovePart programmeId={editor.id} part="exercise" id={slot.id} name={exercise.name} />
                        </div>
                      )}
                    </div>
                    {editable && (
                      <details>
                        <summary className="cursor-pointer text-sm text-primary">Prescribe {exercise.name}</summary>
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
                aria-label={`Add exercise to ${workout.title}`}
                className="grid scroll-mt-4 gap-3 rounded-md bg-muted/40 p-3"
              >
                <ExerciseSearch workoutId={workout.id} filters={searching.filters} />
                {searching.found.length === 0 ? (
                  <p className="text-sm" role="status">
                    No exercise matches: try fewer words or filters.
                  </p>
                ) : (
                  <AddExerciseResults
                    programmeId={editor.id}
                    workoutId={workout.id}
                    found={searching.found}
                    flaggedFor={Object.fromEntries(
                      searching.found.map(({ id }) => [
                        id,
                        conflictsOf(exerciseOf(id), limitations).map((f) => LIMITATION_LABEL[f].toLowerCase()),
                      ]),
                    )}
                  />
                )}
                {searching.more > 0 && (
                  <p className="text-sm text-muted-foreground">{searching.more} more: narrow the search to see them.</p>
                )}
                <Link
                  href={`?#workout-${workout.id}`}
                  scroll={false}
                  className="w-fit text-sm text-primary underline-offset-4 hover:underline"
                >
                  Done adding
                </Link>
              </section>
            ) : (
              <Link
                href={`?add=${workout.id}#add-${workout.id}`}
                scroll={false}
                className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                Add exercise
              </Link>
            ))}
        </div>
      </details>
      {editable && (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">Edit workout {workout.title}</summary>
          <div className="mt-3 grid gap-3">
            <WorkoutForm programmeId={editor.id} phaseId={phaseId} workout={workout} />
            <RemovePart
              programmeId={editor.id}
              part="workout"
              id={workout.id}
              name={workout.title}
              confirm={`Remove ${workout.title} and its ${plural(workout.exercises.length, 'exercise')}`}
            />
          </div>
        </details>
      )}
    </article>
  );
}
