/**
 * The exercise library as SQL: the migration that seeds it is generated from
 * lib/domain/exercises (`npm run exercises:seed`), and a unit test keeps the two the same.
 * Pure: no I/O.
 */
import { sqlJson, sqlText, sqlTextArray, upsertSql } from '../sql-literals';
import type { Exercise } from './types';

// Not video_id: a coach's demo link is kept when the library is corrected.
const COLUMNS = [
  'id',
  'name',
  'hindi',
  'kind',
  'muscles',
  'equipment',
  'places',
  'level',
  'impact',
  'measure',
  'each_side',
  'met',
  'steps',
  'mistake',
  'flags',
  'substitutes',
];

function row(exercise: Exercise): string {
  return `  (${[
    sqlText(exercise.id),
    sqlText(exercise.name),
    sqlText(exercise.hindi),
    sqlText(exercise.kind),
    sqlTextArray(exercise.muscles),
    sqlText(exercise.equipment),
    sqlTextArray(exercise.places),
    sqlText(exercise.level),
    sqlText(exercise.impact),
    sqlText(exercise.measure),
    exercise.eachSide,
    exercise.met,
    sqlTextArray(exercise.steps),
    sqlText(exercise.mistake),
    sqlTextArray(exercise.flags),
    sqlJson(exercise.substitutes),
  ].join(', ')})`;
}

export function exerciseSeedSql(exercises: readonly Exercise[]): string {
  return [
    '-- The exercise library (issue 41), generated from lib/domain/exercises by `npm run exercises:seed`:',
    '-- change the data there and generate a new migration; never edit this file by hand.',
    '',
    upsertSql('public.exercises', COLUMNS, exercises.map(row)),
    '',
  ].join('\n');
}
