import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { businessSettings } from '@/lib/business';
import { envExample, readmeTable } from '@/lib/settings/docs';
import {
  type Env,
  parseSettings,
  SETTING_NAMES,
  SETTINGS,
  SettingsError,
  settingEntries,
  settingsProblems,
} from '@/lib/settings/schema';
import { site } from '@/lib/site';

const root = path.resolve(import.meta.dirname, '../..');

const BUSINESS: Env = {
  BUSINESS_NAME: 'WellFit Wellness Private Limited',
  BUSINESS_ADDRESS: '4th Floor, 12 MG Road, Pune 411001',
  BUSINESS_STATE: 'Maharashtra',
  BUSINESS_GSTIN: '27AAPFU0939F1ZV',
};
const GRIEVANCE: Env = { GRIEVANCE_OFFICER_NAME: 'Priya Sharma', GRIEVANCE_OFFICER_EMAIL: 'grievance@wellfit.example.in' };
const PRODUCTION: Env = { NODE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'https://wellfit.example.in' };
const SECRET = 'k'.repeat(32);
const RAZORPAY: Env = {
  RAZORPAY_KEY_ID: 'rzp_live_AbCdEf01234567',
  RAZORPAY_KEY_SECRET: 'Xy12AbCd34EfGh56IjKl78Mn',
  RAZORPAY_WEBHOOK_SECRET: 'a webhook secret of some length',
};
const MSG91: Env = { MSG91_AUTH_KEY: '416091AbCdEf0123456789Gh', MSG91_TEMPLATE_ID: '65e06f45d6fc05278c7d47e2' };
const SUPABASE: Env = { NEXT_PUBLIC_SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co', NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon' };

/** The variables a problem line names, in order. */
const named = (env: Env) => settingsProblems(env).map((line) => line.slice(0, line.indexOf(':')));

describe('settings that start the server', () => {
  it.each<[string, Env]>([
    ['nothing set (embedded development)', {}],
    ['npm start on a laptop (production build, http)', { NODE_ENV: 'production' }],
    ['a test server with its clock set', { NODE_ENV: 'production', CLOCK_START: '2026-11-27T23:59:00+05:30' }],
    ['a real supplier', BUSINESS],
    ['production with the embedded sign-in', { ...PRODUCTION, ...BUSINESS, ...GRIEVANCE, AUTH_SECRET: SECRET }],
    ['production on Supabase Auth', { ...PRODUCTION, ...BUSINESS, ...GRIEVANCE, ...SUPABASE, AUTH_SECRET: SECRET }],
    [
      'progress photos in Supabase Storage',
      { ...SUPABASE, SUPABASE_SERVICE_ROLE_KEY: 'service-role', PHOTOS_BUCKET: 'wellfit-photos' },
    ],
    [
      'the state by its GST code, the GSTIN in lower case',
      { ...BUSINESS, BUSINESS_STATE: '27', BUSINESS_GSTIN: '27aapfu0939f1zv' },
    ],
    ['empty values are unset', { BUSINESS_NAME: '', TRUST_PROXY_HOPS: '', DATABASE_URL: '' }],
    [
      'a Postgres database with its secret',
      { NODE_ENV: 'production', DATABASE_URL: 'postgresql://u:p@db:5432/app', AUTH_SECRET: SECRET },
    ],
    ['an empty coach list', { COACH_PHONES: '' }],
    ['sign-in codes through MSG91', MSG91],
    ['payments through Razorpay', RAZORPAY],
    [
      'payments through a stand-in of Razorpay',
      { ...RAZORPAY, RAZORPAY_API_URL: 'http://127.0.0.1:4020', RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:4020/v1/checkout.js' },
    ],
    ['sign-in codes through a stand-in of MSG91', { ...MSG91, MSG91_API_URL: 'http://127.0.0.1:4010' }],
    ['next build of a production site, without its secrets', { ...PRODUCTION, NEXT_PHASE: 'phase-production-build' }],
    [
      'Next keys and hosts',
      {
        NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
        SERVER_ACTIONS_ALLOWED_ORIGINS: 'wellfit.in, *.wellfit.in',
      },
    ],
  ])('%s', (_, env) => {
    expect(settingsProblems(env)).toEqual([]);
  });
});

describe('settings that stop the server, one line per problem naming the variable', () => {
  it.each<[string, Env, string[]]>([
    [
      'a GSTIN alone, with a wrong check character',
      { BUSINESS_GSTIN: '29ABCDE1234F1Z5' },
      ['BUSINESS_GSTIN', 'BUSINESS_NAME', 'BUSINESS_ADDRESS', 'BUSINESS_STATE'],
    ],
    [
      'a partial supplier',
      { BUSINESS_NAME: 'WellFit Wellness Private Limited', BUSINESS_GSTIN: '27AAPFU0939F1ZV' },
      ['BUSINESS_ADDRESS', 'BUSINESS_STATE'],
    ],
    ['a GSTIN of another state', { ...BUSINESS, BUSINESS_STATE: 'Karnataka' }, ['BUSINESS_GSTIN']],
    ['no GSTIN shape', { ...BUSINESS, BUSINESS_GSTIN: '27AAPFU0939F' }, ['BUSINESS_GSTIN']],
    ['no such state', { ...BUSINESS, BUSINESS_STATE: 'Atlantis' }, ['BUSINESS_STATE']],
    ['production without AUTH_SECRET', { ...PRODUCTION, ...BUSINESS, ...GRIEVANCE }, ['AUTH_SECRET']],
    // The sign-in form's proofs of work are signed with it, on every instance alike.
    [
      'production on Supabase Auth without AUTH_SECRET',
      { ...PRODUCTION, ...BUSINESS, ...GRIEVANCE, ...SUPABASE },
      ['AUTH_SECRET'],
    ],
    [
      'production with the sample supplier',
      { ...PRODUCTION, ...GRIEVANCE, AUTH_SECRET: SECRET },
      ['BUSINESS_NAME', 'BUSINESS_ADDRESS', 'BUSINESS_STATE', 'BUSINESS_GSTIN'],
    ],
    [
      'production without a grievance officer',
      { ...PRODUCTION, ...BUSINESS, AUTH_SECRET: SECRET },
      ['GRIEVANCE_OFFICER_NAME', 'GRIEVANCE_OFFICER_EMAIL'],
    ],
    [
      'production with a clock set',
      { ...PRODUCTION, ...BUSINESS, ...GRIEVANCE, AUTH_SECRET: SECRET, CLOCK_START: '2026-11-27T23:59:00+05:30' },
      ['CLOCK_START'],
    ],
    ['CLOCK_START without its offset', { CLOCK_START: '2026-11-27T23:59:00' }, ['CLOCK_START']],
    ['CLOCK_START as a day', { CLOCK_START: '2026-11-27' }, ['CLOCK_START']],
    [
      'a shared database with NODE_ENV=production and no AUTH_SECRET',
      { NODE_ENV: 'production', DATABASE_URL: 'postgresql://u:p@db:5432/app' },
      ['AUTH_SECRET'],
    ],
    ['a short AUTH_SECRET', { AUTH_SECRET: 'short' }, ['AUTH_SECRET']],
    [
      'a Supabase URL without its key',
      { NEXT_PUBLIC_SUPABASE_URL: SUPABASE.NEXT_PUBLIC_SUPABASE_URL },
      ['NEXT_PUBLIC_SUPABASE_ANON_KEY'],
    ],
    ['a Supabase key without its URL', { NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon' }, ['NEXT_PUBLIC_SUPABASE_URL']],
    ['a service role key without its project', { SUPABASE_SERVICE_ROLE_KEY: 'service-role' }, ['SUPABASE_SERVICE_ROLE_KEY']],
    ['a photos bucket that is a path', { PHOTOS_BUCKET: 'photos/private' }, ['PHOTOS_BUCKET']],
    ['a realtime URL without DATABASE_URL', { REALTIME_DATABASE_URL: 'postgresql://u:p@db:5432/app' }, ['REALTIME_DATABASE_URL']],
    [
      'a WhatsApp token without its number id',
      { WHATSAPP_ACCESS_TOKEN: 'EAAG-0123456789abcdefghij' },
      ['WHATSAPP_PHONE_NUMBER_ID'],
    ],
    [
      'a WhatsApp number id that is a phone number',
      { WHATSAPP_ACCESS_TOKEN: 'EAAG-0123456789abcdefghij', WHATSAPP_PHONE_NUMBER_ID: '+91 98765 43210' },
      ['WHATSAPP_PHONE_NUMBER_ID'],
    ],
    ['a WhatsApp template with spaces', { WHATSAPP_TEMPLATE: 'WellFit reminder' }, ['WHATSAPP_TEMPLATE']],
    ['an MSG91 key without its template', { MSG91_AUTH_KEY: MSG91.MSG91_AUTH_KEY }, ['MSG91_TEMPLATE_ID']],
    [
      'a Razorpay key without its webhook secret',
      { ...RAZORPAY, RAZORPAY_WEBHOOK_SECRET: undefined },
      ['RAZORPAY_WEBHOOK_SECRET'],
    ],
    [
      'a Razorpay webhook secret alone',
      { RAZORPAY_WEBHOOK_SECRET: RAZORPAY.RAZORPAY_WEBHOOK_SECRET },
      ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'],
    ],
    ['a Razorpay key id of another form', { ...RAZORPAY, RAZORPAY_KEY_ID: 'key_live_AbCdEf01234567' }, ['RAZORPAY_KEY_ID']],
    [
      'a Razorpay checkout script without a scheme',
      { ...RAZORPAY, RAZORPAY_CHECKOUT_URL: 'checkout.razorpay.com/v1/checkout.js' },
      ['RAZORPAY_CHECKOUT_URL'],
    ],
    ['an MSG91 template without its key', { MSG91_TEMPLATE_ID: MSG91.MSG91_TEMPLATE_ID }, ['MSG91_AUTH_KEY']],
    ['an MSG91 key with a space', { ...MSG91, MSG91_AUTH_KEY: '416091AbCdEf 0123456789Gh' }, ['MSG91_AUTH_KEY']],
    ["the DLT template id for MSG91's", { ...MSG91, MSG91_TEMPLATE_ID: '1107161234567890123' }, ['MSG91_TEMPLATE_ID']],
    ['an MSG91 template id with a slash', { ...MSG91, MSG91_TEMPLATE_ID: '65e06f45/d6fc05278c7d47e2' }, ['MSG91_TEMPLATE_ID']],
    ['an MSG91 address without a scheme', { ...MSG91, MSG91_API_URL: 'control.msg91.com' }, ['MSG91_API_URL']],
    // Half a pair and a wrong other half: both are named, each once.
    ['a short MSG91 key without its template', { MSG91_AUTH_KEY: 'short' }, ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID']],
    ['TRUST_PROXY_HOPS -1', { TRUST_PROXY_HOPS: '-1' }, ['TRUST_PROXY_HOPS']],
    ['TRUST_PROXY_HOPS 1.5', { TRUST_PROXY_HOPS: '1.5' }, ['TRUST_PROXY_HOPS']],
    ['TRUST_PROXY_HOPS two', { TRUST_PROXY_HOPS: 'two' }, ['TRUST_PROXY_HOPS']],
    ['TRUST_PROXY_HOPS 11', { TRUST_PROXY_HOPS: '11' }, ['TRUST_PROXY_HOPS']],
    ['DATABASE_POOL_SIZE 0', { DATABASE_POOL_SIZE: '0' }, ['DATABASE_POOL_SIZE']],
    ['PER_CLIENT_HOURLY_LIMIT lots', { PER_CLIENT_HOURLY_LIMIT: 'lots' }, ['PER_CLIENT_HOURLY_LIMIT']],
    ['OTP_HOURLY_CEILING 0', { OTP_HOURLY_CEILING: '0' }, ['OTP_HOURLY_CEILING']],
    ['PAYMENT_SIMULATED_DELAY_MS 3s', { PAYMENT_SIMULATED_DELAY_MS: '3s' }, ['PAYMENT_SIMULATED_DELAY_MS']],
    ['GST_RATE_PERCENT 41', { GST_RATE_PERCENT: '41' }, ['GST_RATE_PERCENT']],
    ['GST_RATE_PERCENT 18%', { GST_RATE_PERCENT: '18%' }, ['GST_RATE_PERCENT']],
    ['PORT 70000', { PORT: '70000' }, ['PORT']],
    ['GST_SAC of goods', { GST_SAC: '610910' }, ['GST_SAC']],
    ['DEMO_LOGIN maybe', { DEMO_LOGIN: 'maybe' }, ['DEMO_LOGIN']],
    ['SUPPORT_EMAIL without a domain', { SUPPORT_EMAIL: 'support' }, ['SUPPORT_EMAIL']],
    ['SUPPORT_PHONE too short', { SUPPORT_PHONE: '12345' }, ['SUPPORT_PHONE']],
    ['COACH_PHONES with a wrong number', { COACH_PHONES: '9876543210, 12345' }, ['COACH_PHONES']],
    ['NEXT_PUBLIC_SITE_URL without a scheme', { NEXT_PUBLIC_SITE_URL: 'wellfit.example.in' }, ['NEXT_PUBLIC_SITE_URL']],
    ['NEXT_PUBLIC_SITE_URL with a path', { NEXT_PUBLIC_SITE_URL: 'https://wellfit.example.in/app' }, ['NEXT_PUBLIC_SITE_URL']],
    ['DATABASE_URL of another database', { DATABASE_URL: 'mysql://u:p@db/app' }, ['DATABASE_URL']],
    [
      'an encryption key of 10 bytes',
      { NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(10).toString('base64') },
      ['NEXT_SERVER_ACTIONS_ENCRYPTION_KEY'],
    ],
    [
      'an allowed origin with a scheme',
      { SERVER_ACTIONS_ALLOWED_ORIGINS: 'https://wellfit.in' },
      ['SERVER_ACTIONS_ALLOWED_ORIGINS'],
    ],
    ['several at once', { TRUST_PROXY_HOPS: 'x', PORT: '0', AUTH_SECRET: 'short' }, ['AUTH_SECRET', 'TRUST_PROXY_HOPS', 'PORT']],
  ])('%s', (_, env, variables) => {
    expect(named(env)).toEqual(variables);
  });

  it('says what is wrong, with the value and a valid example', () => {
    expect(settingsProblems({ BUSINESS_GSTIN: '29ABCDE1234F1Z5' })[0]).toBe(
      'BUSINESS_GSTIN: the check character is wrong (got 29ABCDE1234F1Z5). Example: 27AAPFU0939F1ZV',
    );
    expect(settingsProblems({ TRUST_PROXY_HOPS: 'two' })).toEqual([
      'TRUST_PROXY_HOPS: must be a whole number from 0 to 10 (got two). Example: 1',
    ]);
    // The example of a GSTIN of the wrong state is one of BUSINESS_STATE.
    expect(settingsProblems({ ...BUSINESS, BUSINESS_STATE: 'Karnataka' })).toEqual([
      'BUSINESS_GSTIN: belongs to state code 27 (Maharashtra), not BUSINESS_STATE Karnataka (29) (got 27AAPFU0939F1ZV). Example: 29AAPFU0939F1ZR',
    ]);
  });

  it("says which MSG91 setting is missing, and a DLT id where MSG91's own is wanted", () => {
    expect(settingsProblems({ MSG91_AUTH_KEY: MSG91.MSG91_AUTH_KEY })).toEqual([
      'MSG91_TEMPLATE_ID: must be set with MSG91_AUTH_KEY (MSG91 sends the sign-in codes with both). Example: 65e06f45d6fc05278c7d47e2',
    ]);
    expect(settingsProblems({ MSG91_TEMPLATE_ID: MSG91.MSG91_TEMPLATE_ID })).toEqual([
      'MSG91_AUTH_KEY: must be set with MSG91_TEMPLATE_ID (MSG91 sends the sign-in codes with both). Example: 416091AbCdEf0123456789Gh',
    ]);
    expect(settingsProblems({ ...MSG91, MSG91_TEMPLATE_ID: '1107161234567890123' })).toEqual([
      "MSG91_TEMPLATE_ID: is a DLT template id: set MSG91's own id of the template (SMS > Templates), which holds the DLT id (got 1107161234567890123). Example: 65e06f45d6fc05278c7d47e2",
    ]);
  });

  it('never repeats a secret', () => {
    const [line] = settingsProblems({ DATABASE_URL: 'mysql://app:hunter2@db/app' });
    expect(line).toMatch(/^DATABASE_URL: /);
    expect(line).not.toContain('hunter2');
    expect(settingsProblems({ AUTH_SECRET: 'hunter2' }).join('\n')).not.toContain('hunter2');
    const key = 'hunter2 with spaces';
    const lines = settingsProblems({ MSG91_AUTH_KEY: key, MSG91_TEMPLATE_ID: MSG91.MSG91_TEMPLATE_ID });
    expect(lines).toEqual([expect.stringMatching(/^MSG91_AUTH_KEY: must be an MSG91 authkey/)]);
    expect(lines.join('\n')).not.toContain(key);
  });

  it('throws one error listing every problem, each on its own line', () => {
    const env = { BUSINESS_GSTIN: '29ABCDE1234F1Z5', PORT: 'x' };
    const error = (() => {
      try {
        parseSettings(env);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(SettingsError);
    expect((error as SettingsError).problems).toEqual(settingsProblems(env));
    expect((error as Error).message.split('\n').slice(1)).toEqual(settingsProblems(env));
  });
});

describe('values and defaults', () => {
  it.each<[string, Env, number]>([
    ['development', {}, 0],
    ['a test run', { NODE_ENV: 'test' }, 0],
    ['NODE_ENV=production (always behind one proxy)', { NODE_ENV: 'production' }, 1],
    ['production, set', { ...PRODUCTION, ...BUSINESS, ...GRIEVANCE, AUTH_SECRET: SECRET, TRUST_PROXY_HOPS: '2' }, 2],
    ['NODE_ENV=production, set to 0', { NODE_ENV: 'production', TRUST_PROXY_HOPS: '0' }, 0],
  ])('TRUST_PROXY_HOPS in %s is %d', (_, env, hops) => {
    expect(parseSettings(env).TRUST_PROXY_HOPS).toBe(hops);
  });

  it('fills the defaults of the table', () => {
    expect(parseSettings({})).toMatchObject({
      production: false,
      DATABASE_POOL_SIZE: 10,
      NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
      SUPPORT_EMAIL: 'support@wellfit.in',
      PAYMENT_SIMULATED_DELAY_MS: 3000,
      GST_RATE_PERCENT: 18,
      GST_SAC: '999723',
      PER_CLIENT_HOURLY_LIMIT: 60,
      OTP_HOURLY_CEILING: 1000,
      GRIEVANCE_OFFICER_EMAIL: 'support@wellfit.in',
      DATA_DIR: '.data',
      PHOTOS_BUCKET: 'progress-photos',
      PORT: 3000,
    });
    // No MSG91 unless both are set: the SMS log.
    const unset = parseSettings({});
    expect([unset.MSG91_AUTH_KEY, unset.MSG91_TEMPLATE_ID, unset.MSG91_API_URL]).toEqual([
      undefined,
      undefined,
      'https://control.msg91.com',
    ]);
    expect(parseSettings({ DATABASE_URL: 'postgres://db/app' }).REALTIME_DATABASE_URL).toBe('postgres://db/app');
    expect(parseSettings({ ...PRODUCTION, ...BUSINESS, ...GRIEVANCE, AUTH_SECRET: SECRET }).production).toBe(true);
  });

  it('converts what it checked', () => {
    const settings = parseSettings({
      ...BUSINESS,
      BUSINESS_STATE: '27',
      BUSINESS_GSTIN: '27aapfu0939f1zv',
      COACH_PHONES: '98765 43210, +91 98765 43211',
      DEMO_LOGIN: 'OFF',
      NEXT_PUBLIC_SITE_URL: 'https://wellfit.example.in/',
      GST_RATE_PERCENT: '12.5',
    });
    expect(settings.BUSINESS_STATE?.name).toBe('Maharashtra');
    expect(settings.BUSINESS_GSTIN).toBe('27AAPFU0939F1ZV');
    expect(settings.COACH_PHONES).toEqual(['919876543210', '919876543211']);
    expect(settings.DEMO_LOGIN).toBe('off');
    expect(settings.NEXT_PUBLIC_SITE_URL).toBe('https://wellfit.example.in');
    expect(settings.GST_RATE_PERCENT).toBe(12.5);
  });

  it('gives every example that is a value a pass', () => {
    for (const [name, setting] of settingEntries()) {
      if (setting.secret && !setting.example.includes('://')) continue;
      expect(setting.schema.safeParse(setting.example).success, name).toBe(true);
    }
  });

  it('names the real supplier on invoices once all four are set, and the sample until then', () => {
    expect(businessSettings({ ...BUSINESS, ...GRIEVANCE })).toMatchObject({
      legalName: BUSINESS.BUSINESS_NAME,
      state: { code: '27' },
      gstin: '27AAPFU0939F1ZV',
      grievanceOfficer: { name: 'Priya Sharma', email: 'grievance@wellfit.example.in', phone: '+91 98765 43210' },
      sample: false,
    });
    expect(businessSettings({})).toMatchObject({ sample: true, grievanceOfficer: { name: 'Grievance Officer (sample)' } });
    expect(() => businessSettings({ BUSINESS_NAME: 'WellFit' })).toThrow(/BUSINESS_ADDRESS/);
  });

  it("keeps lib/site.ts's default the table's", () => {
    expect(site.url).toBe(SETTINGS.NEXT_PUBLIC_SITE_URL.default);
  });
});

describe('the documentation says what the schema says', () => {
  const envExampleFile = readFileSync(path.join(root, '.env.example'), 'utf8');
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Production set-up'));
  const table = section.slice(section.indexOf('| variable |')).split('\n\n')[0]!;

  const inEnvExample = [...envExampleFile.matchAll(/^#? ?([A-Z][A-Z\d_]*)=/gm)].map((match) => match[1]);
  const inReadme = table
    .split('\n')
    .slice(2)
    .flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z][A-Z\d_]*)`/g)].map((match) => match[1]));

  it('lists the same variables in the schema, .env.example and the README table', () => {
    const schema = [...SETTING_NAMES].sort();
    expect([...inEnvExample].sort(), '.env.example').toEqual(schema);
    expect([...inReadme].sort(), 'README.md').toEqual(schema);
  });

  it('in the same words (npx tsx scripts/settings-doc.ts writes both)', () => {
    expect(envExampleFile).toBe(envExample());
    expect(table).toBe(readmeTable());
  });
});
