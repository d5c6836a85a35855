/**
 * The built-in programmes as SQL: the migration that puts them in place is generated from
 * lib/domain/programme-templates (`npm run programmes:seed`), and a unit test keeps the two the
 * same. Pure: no I/O.
 */
import type { TemplateKey } from '../programme-choice';
import { sqlJson, sqlText } from '../sql-literals';
import type { ProgrammeTemplate } from './types';

export function programmeSeedSql(templates: Record<TemplateKey, ProgrammeTemplate>): string {
  const calls = Object.entries(templates).map(
    ([key, { name, summary, needsClearance, phases }]) =>
      `select public.put_programme_template(${sqlText(key)}, ${sqlText(name)}, ${sqlText(summary)}, ${needsClearance}, ${sqlJson({ phases })});`,
  );
  return [
    '-- The built-in programmes (issue 41), generated from lib/domain/programme-templates by',
    '-- `npm run programmes:seed`: change them there and generate a new migration; never edit this file by hand.',
    '',
    ...calls,
    '',
  ].join('\n');
}
