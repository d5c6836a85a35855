import fc from 'fast-check';

/**
 * fast-check arbitraries for fuzzing Server Actions. Each field of an action has `ok` values
 * (valid, though often hostile: SQL, HTML, emoji at the limit) and `bad` ones (which the
 * schema must refuse: wrong types, huge, NUL bytes, lone surrogates, a character too many).
 * A case breaks some fields, or none, so a test knows which answer to expect.
 */

/** A field left out of the input. */
export const MISSING = Symbol('missing');

export interface Field {
  ok: fc.Arbitrary<unknown>;
  bad: fc.Arbitrary<unknown>;
  /** May be left out (then `ok`). */
  optional?: boolean;
}
export type Spec = Record<string, Field>;

export interface Case {
  input: FormData | Record<string, unknown>;
  /** Some field holds a bad value: the schema must refuse it. */
  reject: boolean;
}

export const SQL = [
  "' or 1=1 --",
  "'; drop table orders; --",
  "1' union select phone from auth.users --",
  "'); select pg_sleep(5); --",
  '$$ or $$1$$=$$1',
  "\\'; delete from public.customer_profiles where ''='",
];
export const HTML = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(document.cookie)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '<!-- ]]> %00 &#0;',
];
export const NUL = '\u0000';
export const LONE_SURROGATES = ['\uD83D', '\uDE42', '\uDC00\uD800'];
const HUGE = ['x'.repeat(100_000), '🙂'.repeat(50_000), `${'9'.repeat(100_000)}`, `${"' or 1=1 --".repeat(10_000)}`];

/** One code point each, of one, one and two UTF-16 units. */
const UNITS = ['x', 'अ', '🙂', '\u{1F1EE}'] as const;
const unit = fc.constantFrom(...UNITS);
const hostileText = fc.constantFrom(...SQL, ...HTML, '\u202Eevil', 'zero\u200Bwidth', '👨‍👩‍👧‍👦 family', 'नमस्ते 🙏');
const padding = fc.constantFrom('', ' ', '\n\t ', '\u00A0', '\uFEFF');

/** `n` code points of one kind, or of a mix ending in emoji. */
const codePoints = (n: number) =>
  fc.oneof(
    unit.map((u) => u.repeat(n)),
    fc.constant(n > 0 ? `${'x'.repeat(Math.ceil(n / 2))}${'🙂'.repeat(Math.floor(n / 2))}` : ''),
  );

/** Values of the wrong type where a string is expected (as FormData, any non-string is a file). */
export const wrongType = (example: unknown) =>
  fc.oneof(
    fc.integer(),
    fc.constantFrom(NaN, Infinity, -Infinity, -0, 1e309, Number.MAX_SAFE_INTEGER + 2),
    fc.boolean(),
    fc.constant(null),
    fc.constant([example]),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
    fc.constant({ toString: () => String(example), valueOf: () => example }),
    fc.constant(new Date()),
  );

/** Inserts `piece` at some place of the text. */
const inserted = (text: fc.Arbitrary<string>, piece: fc.Arbitrary<string>) =>
  fc.tuple(text, piece, fc.nat()).map(([t, p, at]) => {
    const chars = [...t];
    chars.splice(at % (chars.length + 1), 0, p);
    return chars.join('');
  });

/** Free text of min to max characters (code points, as the database counts them), trimmed. */
export function textField({ min, max, optional = false }: { min: number; max: number; optional?: boolean }): Field {
  const length = fc.integer({ min: Math.max(min, 1), max });
  const valid = fc.oneof(
    fc.constantFrom(min, max).chain((n) => codePoints(Math.max(n, 1))),
    length.chain(codePoints),
    hostileText.filter((t) => [...t].length >= min && [...t].length <= max),
    fc.string({ minLength: Math.max(min, 1), maxLength: Math.min(max, 40) }).filter((t) => {
      const n = [...t.trim()].length;
      return n >= min && n <= max;
    }),
  );
  const ok = fc.tuple(padding, valid, padding).map(([a, t, b]) => a + t + b);
  const shortOfMax = fc.integer({ min: Math.max(min, 1), max: max - 1 }).chain(codePoints);
  const bad = fc.oneof(
    codePoints(max + 1),
    fc.constantFrom(...HUGE),
    inserted(shortOfMax, fc.constant(NUL)),
    inserted(shortOfMax, fc.constantFrom(...LONE_SURROGATES)),
    wrongType('text'),
    ...(min > 0 ? [codePoints(min - 1), padding, fc.constant('   '), fc.constant(MISSING)] : []),
  );
  return optional ? { ok: fc.oneof(ok, fc.constantFrom('', '  ', MISSING)), bad, optional } : { ok, bad };
}

/** One of a fixed list of strings; `blank` when an empty choice means none (a select's placeholder). */
export function choiceField<T extends string>(values: readonly T[], { optional = false, blank = false } = {}): Field {
  const valid = fc.constantFrom(...values);
  // An empty choice is fine where `blank` says it means none.
  const notOne = (v: unknown) => typeof v !== 'string' || !((values as readonly string[]).includes(v) || (blank && v === ''));
  const bad = fc.oneof(
    valid.map((v) => (v.toUpperCase() === v ? `${v}${v}` : v.toUpperCase())),
    valid.map((v) => ` ${v}`),
    valid.map((v) => `${v}${NUL}`),
    valid.map((v) => `${v}' or 1=1 --`),
    fc.constantFrom(...SQL, ...HTML, ...HUGE, ...(blank ? [] : [''])),
    fc.string({ maxLength: 12 }).filter(notOne),
    wrongType(values[0]),
    ...(optional ? [] : [fc.constant(MISSING)]),
  );
  return { ok: optional ? fc.oneof(valid, fc.constantFrom(MISSING, ...(blank ? [''] : []))) : valid, bad, optional };
}

/**
 * An id of the project's foods or exercises ('dal-tadka'): the form checks its shape only, so a
 * well-formed id the table lacks is `ok` here (the server refuses it later, by name).
 */
export function tableIdField(known: readonly [string, ...string[]], unknown: string): Field {
  const [first] = known;
  return {
    ok: fc.constantFrom(...known, unknown),
    bad: fc.oneof(
      fc.constantFrom(
        '',
        ` ${first}`,
        first.toUpperCase(),
        `${first} ${first}`,
        `${first}-`,
        `${first}--x`,
        `${first}' or 1=1 --`,
        `${first}${NUL}`,
        'x'.repeat(61),
      ),
      fc.constantFrom(...HTML, ...SQL, MISSING),
      wrongType(first),
    ),
  };
}

/** Exactly this value (a checkbox, a confirmation word). */
export function literalField(value: string | boolean): Field {
  const text = String(value);
  return {
    ok: fc.constant(value),
    bad: fc
      .oneof(
        fc.constantFrom(text.toUpperCase(), ` ${text}`, `${text} `, `${text}${NUL}`, 'on', 'yes', '1', '', ...SQL, ...HUGE),
        fc.constantFrom(typeof value === 'boolean' ? 'true' : text.slice(0, -1), MISSING, null, 0, 1, false, [value]),
      )
      // ('on' and 'yes' are wrong for any other literal.)
      .filter((bad) => bad !== value),
  };
}

/** A number from min to max, typed or as text; `int` refuses fractions. */
export function numberField({
  min,
  max,
  int = false,
  step,
  optional = false,
}: {
  min: number;
  max: number;
  int?: boolean;
  /** Only multiples of this are ok (0.5: half servings). */
  step?: number;
  optional?: boolean;
}): Field {
  const n = step
    ? fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }).map((k) => k * step)
    : int
      ? fc.integer({ min, max })
      : fc.oneof(fc.constantFrom(min, max), fc.double({ min, max, noNaN: true }));
  const ok = fc.oneof(
    n,
    n.map(String),
    n.map((v) => ` ${v} `),
    n
      .map((v) => (int ? `${v}.0` : v.toFixed(1)))
      // (Rounded to one place, a quarter step is no longer one: 8.25 reads 8.3.)
      .filter((s) => Number(s) >= min && Number(s) <= max && (!step || Number.isInteger(Number(s) / step))),
  );
  // (-0 is not below 0.)
  const below = fc.double({ min: -1e12, max: min, maxExcluded: true, noNaN: true }).filter((v) => v < min);
  const above = fc.double({ min: max, minExcluded: true, max: 1e12, noNaN: true }).filter((v) => v > max);
  const bad = fc.oneof(
    below,
    above,
    below.map(String),
    above.map(String),
    fc.constantFrom(NaN, Infinity, -Infinity, 'NaN', 'Infinity', '-Infinity', '1e309', 'abc', `${max}kg`, `${min}${NUL}`),
    fc.constantFrom(...SQL, ...HTML, ...HUGE),
    fc.constantFrom([min], [String(max)], { valueOf: () => min }, true, BigInt(Math.ceil(min)), new Date(0)),
    ...(int ? [fc.double({ min, max, noNaN: true }).filter((v) => !Number.isInteger(v))] : []),
    ...(step ? [fc.double({ min, max, noNaN: true }).filter((v) => !Number.isInteger(v / step))] : []),
    ...(optional ? [] : [fc.constantFrom(MISSING, null, '', '   ')]),
  );
  return { ok: optional ? fc.oneof(ok, fc.constantFrom(MISSING, '', '  ', null)) : ok, bad, optional };
}

/** A uuid: random ones and other customers' ids are well-formed (and must be refused later, by RLS). */
export function uuidField(known: readonly string[]): Field {
  const id = fc.oneof(
    fc.uuid({ version: 4 }),
    fc.constantFrom(...known),
    fc.constantFrom(...known).map((v) => v.toUpperCase()),
  );
  return {
    ok: id,
    bad: fc.oneof(
      id.map((v) => `${v}' or 1=1 --`),
      id.map((v) => `{${v}}`),
      id.map((v) => v.replaceAll('-', '')),
      id.map((v) => ` ${v}`),
      id.map((v) => `${v}${NUL}`),
      id.map((v) => v.slice(0, -1)),
      fc.constantFrom(...SQL, ...HTML, ...HUGE, '', 'not-a-uuid', '1'),
      wrongType(known[0]),
      fc.constant(MISSING),
    ),
  };
}

/** A string of any content, or nothing (a hidden field such as `next`). */
export function anyTextField(): Field {
  return {
    ok: fc.oneof(fc.string(), fc.constantFrom(...SQL, ...HTML, ...HUGE, '//evil.example', MISSING)),
    bad: fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 2 }),
      fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
    ),
    optional: true,
  };
}

/** Fields the schema does not know: someone else's user id, a status, an amount. */
const junk = fc.dictionary(
  fc.constantFrom('userId', 'user_id', 'id', 'status', 'amount', 'price', 'isAdmin', 'senderName', '$ACTION_ID_0', 'role'),
  fc.oneof(fc.string(), fc.uuid(), fc.integer(), fc.boolean()),
  { maxKeys: 3 },
);

/**
 * Cases for one action: in about a quarter every field is ok (the action must accept or cleanly
 * refuse), otherwise one or more fields are broken (validation must refuse). An action without
 * fields gets ok cases (with unknown fields) and, as an object, inputs of the wrong shape.
 */
export function cases(spec: Spec, mode: 'object' | 'form'): fc.Arbitrary<Case> {
  const names = Object.keys(spec);
  const ok = fc.record(Object.fromEntries(names.map((n) => [n, spec[n]!.ok])));
  // Left out is no fault in an optional field, whatever its bad values include.
  const badOf = (field: Field) => (field.optional ? field.bad.filter((value) => value !== MISSING) : field.bad);
  const bad = fc.record(Object.fromEntries(names.map((n) => [n, badOf(spec[n]!)])));
  const broken =
    names.length === 0
      ? fc.constant<string[]>([])
      : fc.oneof(
          { weight: 1, arbitrary: fc.constant<string[]>([]) },
          { weight: 3, arbitrary: fc.subarray(names, { minLength: 1 }) },
        );
  // Unknown fields only: a junk `id` must not stand in for a field of the action's left out.
  const unknown = junk.map((fields) => Object.fromEntries(Object.entries(fields).filter(([name]) => !(name in spec))));
  const built = fc.record({ ok, bad, broken, junk: unknown }).map(({ ok, bad, broken, junk }) => {
    const values = Object.fromEntries(names.map((n) => [n, broken.includes(n) ? bad[n] : ok[n]]));
    let reject = broken.length > 0;
    if (mode === 'object') {
      const input: Record<string, unknown> = { ...junk };
      for (const [name, value] of Object.entries(values)) if (value !== MISSING) input[name] = value;
      return { input, reject, wellFormedByForm: false };
    }
    // A form post carries well-formed text only (a lone surrogate arrives as U+FFFD): such a
    // case may break nothing there, so it is left to the object cases.
    const wellFormedByForm = broken.some((n) => {
      const value = bad[n];
      return typeof value === 'string' && /\p{Cs}/u.test(value);
    });
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...junk, ...values })) {
      if (value === MISSING) continue;
      if (typeof value === 'string') form.append(name, value);
      else {
        // A form posts strings and files only: anything else arrives as a file, which no field takes.
        form.append(name, new File(['x'], 'x.txt'));
        if (name in spec) reject = true;
      }
    }
    return { input: form, reject, wellFormedByForm };
  });
  if (mode === 'form') return built.filter((c) => !c.wellFormedByForm);
  // The whole input of the wrong shape.
  const whole = fc
    .constantFrom<unknown>([], 'chatId', 42, true)
    .map((input) => ({ input: input as Record<string, unknown>, reject: true }));
  return fc.oneof({ weight: 30, arbitrary: built }, { weight: 1, arbitrary: whole });
}
