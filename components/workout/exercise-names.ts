import 'server-only';
import { EXERCISE_LIBRARY } from '@/lib/domain/exercises';

/** The library's Hindi name of each exercise, by its English name. On the server only: it holds the library. */
const HINDI_OF: ReadonlyMap<string, string> = new Map(EXERCISE_LIBRARY.map((exercise) => [exercise.name, exercise.hindi]));

/**
 * A line of a workout in a few lines ('Glute bridge: 3 × 10-12 reps', lib/domain/workout-day)
 * with the exercise's name in the reader's language; another line ('Warm-up: 3 moves') as it is.
 */
export function exerciseLineIn(line: string, locale: string): string {
  if (locale !== 'hi') return line;
  const at = line.indexOf(': ');
  const hindi = at > 0 ? HINDI_OF.get(line.slice(0, at)) : undefined;
  return hindi ? `${hindi}${line.slice(at)}` : line;
}
