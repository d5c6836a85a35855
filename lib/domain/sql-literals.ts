/**
 * SQL literals for the migrations generated from the project's own data (the food table, the
 * exercise library). Pure: no I/O.
 */
export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
export const sqlJson = (value: unknown) => `${sqlText(JSON.stringify(value))}::jsonb`;
export const sqlTextArray = (values: readonly string[]) =>
  values.length ? `array[${values.map(sqlText).join(', ')}]` : `'{}'::text[]`;

/** `insert … on conflict (id) do update` of every column but the id: a seed that corrects rows already there. */
export function upsertSql(table: string, columns: readonly string[], rows: readonly string[]): string {
  const updates = columns
    .filter((column) => column !== 'id')
    .map((column) => `${column} = excluded.${column}`)
    .join(', ');
  return [
    `insert into ${table} (${columns.join(', ')}) values`,
    rows.join(',\n'),
    `on conflict (id) do update set ${updates};`,
  ].join('\n');
}
