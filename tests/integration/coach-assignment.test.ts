import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase, type RawSql } from '@/lib/db/connection';
import { migrate } from '@/lib/db/migrate';
import { reschedulePlans } from '@/lib/db/plans';

// Who coaches whom, on a database of its own (the choice depends on every coach there is):
// a first paid order goes to the active coach with the fewest clients in their programme; a
// coach who joins takes the customers who paid while there was none; a deactivated coach's
// clients go to the others; an admin's invitation makes a coach of whoever signs in with it.

let database: Database;
let raw: RawSql;
let phones = 0;

async function person(): Promise<{ id: string; phone: string }> {
  const phone = `9190000${String(++phones).padStart(5, '0')}`;
  const [row] = await raw.query<{ id: string }>(
    `insert into auth.users (phone, phone_confirmed_at) values ($1, now()) returning id`,
    [`+${phone}`],
  );
  return { id: row!.id, phone };
}

function as<T>(userId: string, fn: (tx: RawSql) => Promise<T>): Promise<T> {
  return raw.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`, [
      JSON.stringify({ sub: userId, role: 'authenticated' }),
    ]);
    return fn(tx);
  });
}

async function admin(): Promise<string> {
  const user = await person();
  await raw.query(`insert into public.staff (user_id, role, name, approved_by) values ($1, 'admin', 'Admin Meera', 'test')`, [
    user.id,
  ]);
  return user.id;
}

/** An admin adds the coach, who then signs in with the code. */
async function coach(by: string, name: string): Promise<string> {
  const user = await person();
  await as(by, (tx) => tx.query('select public.invite_coach($1, $2)', [user.phone, name]));
  await raw.query('select public.approve_invited_coaches($1)', [user.id]);
  return user.id;
}

async function pay(customer: string, paidAt = 'now()'): Promise<void> {
  await raw.query(
    `insert into public.orders (user_id, package_id, product_name, subtotal, gst, cgst, sgst, amount, idempotency_key, status, paid_at)
     values ($1, 'online-6m', 'Online 6 Months', 100, 18, 9, 9, 118, gen_random_uuid(), 'pending', null)`,
    [customer],
  );
  await raw.query(`update public.orders set status = 'paid', paid_at = ${paidAt} where user_id = $1 and status = 'pending'`, [
    customer,
  ]);
  // As recordCapture() does after the payment: the plan's period.
  await database.db.transaction((tx) => reschedulePlans(tx, customer));
}

async function coachOf(customer: string): Promise<string | undefined> {
  const [row] = await raw.query<{ coach_id: string }>('select coach_id from public.client_coaches where customer_id = $1', [
    customer,
  ]);
  return row?.coach_id;
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  raw = database.raw;
  await migrate(raw);
});

afterAll(() => database.close());

beforeEach(async () => {
  await raw.exec('delete from public.orders; delete from public.staff; delete from public.staff_invitations;');
});

describe('assignment', () => {
  it('splits first purchases between two coaches, fewest clients first', async () => {
    const boss = await admin();
    const asha = await coach(boss, 'Coach Asha');
    const bala = await coach(boss, 'Coach Bala');
    const [first, second, third] = [await person(), await person(), await person()];
    await pay(first.id);
    await pay(second.id);
    expect(new Set([await coachOf(first.id), await coachOf(second.id)])).toEqual(new Set([asha, bala]));
    await pay(third.id);
    expect([asha, bala]).toContain(await coachOf(third.id));
  });

  it('keeps the coach on a second purchase', async () => {
    const boss = await admin();
    await coach(boss, 'Coach Asha');
    const customer = await person();
    await pay(customer.id);
    const first = await coachOf(customer.id);
    await coach(boss, 'Coach Bala');
    await pay(customer.id);
    expect(await coachOf(customer.id)).toBe(first);
  });

  it('counts only clients in their programme', async () => {
    const boss = await admin();
    const asha = await coach(boss, 'Coach Asha');
    const finished = await person();
    await pay(finished.id, "now() - interval '200 days'");
    expect(await coachOf(finished.id)).toBe(asha);
    const bala = await coach(boss, 'Coach Bala');
    // Asha's one client's 6-month plan ended long ago: both coaches have none in their programme, and the
    // longer-serving one is chosen.
    const customer = await person();
    await pay(customer.id);
    expect(await coachOf(customer.id)).toBe(asha);
    expect(bala).toBeTruthy();
  });

  it('gives a coach who joins the customers who paid while there was none', async () => {
    const boss = await admin();
    const customer = await person();
    await pay(customer.id);
    expect(await coachOf(customer.id)).toBeUndefined();
    const asha = await coach(boss, 'Coach Asha');
    expect(await coachOf(customer.id)).toBe(asha);
  });

  it("moves a deactivated coach's clients to the others", async () => {
    const boss = await admin();
    const asha = await coach(boss, 'Coach Asha');
    const customer = await person();
    await pay(customer.id);
    const bala = await coach(boss, 'Coach Bala');
    await as(boss, (tx) => tx.query('select public.set_coach_active($1, false)', [asha]));
    expect(await coachOf(customer.id)).toBe(bala);
  });

  it('never assigns to an admin, an invitation nobody took up, or an unconfirmed phone', async () => {
    const boss = await admin();
    await as(boss, (tx) => tx.query('select public.invite_coach($1, $2)', ['919999999999', 'Coach Nobody']));
    const unconfirmed = await person();
    await raw.query('update auth.users set phone_confirmed_at = null where id = $1', [unconfirmed.id]);
    await as(boss, (tx) => tx.query('select public.invite_coach($1, $2)', [unconfirmed.phone, 'Coach Unconfirmed']));
    await raw.query('select public.approve_invited_coaches($1)', [unconfirmed.id]);
    const customer = await person();
    await pay(customer.id);
    expect(await coachOf(customer.id)).toBeUndefined();
  });
});

describe("the admin's functions", () => {
  it('lists coaches with their active clients, and invitations not yet taken up', async () => {
    const boss = await admin();
    const asha = await coach(boss, 'Coach Asha');
    await as(boss, (tx) => tx.query('select public.invite_coach($1, $2)', ['919999999998', 'Coach Later']));
    await pay((await person()).id);
    const coaches = await as(boss, (tx) =>
      tx.query<{ user_id: string | null; name: string; active: boolean; active_clients: number }>(
        'select user_id, name, active, active_clients from public.admin_coaches()',
      ),
    );
    expect(coaches).toEqual([
      { user_id: asha, name: 'Coach Asha', active: true, active_clients: 1 },
      { user_id: null, name: 'Coach Later', active: false, active_clients: 0 },
    ]);
  });

  it("refuses to make a coach of an admin's number", async () => {
    const boss = await admin();
    const [row] = await raw.query<{ phone: string }>(
      `select regexp_replace(phone, '[^0-9]', '', 'g') as phone from auth.users where id = $1`,
      [boss],
    );
    await expect(as(boss, (tx) => tx.query('select public.invite_coach($1, $2)', [row!.phone, 'Me']))).rejects.toMatchObject({
      code: 'WF409',
    });
  });

  it('re-adding a deactivated coach makes them active again, with the new name', async () => {
    const boss = await admin();
    const asha = await coach(boss, 'Coach Asha');
    await as(boss, (tx) => tx.query('select public.set_coach_active($1, false)', [asha]));
    const [phone] = await raw.query<{ phone: string }>(
      `select regexp_replace(phone, '[^0-9]', '', 'g') as phone from auth.users where id = $1`,
      [asha],
    );
    await as(boss, (tx) => tx.query('select public.invite_coach($1, $2)', [phone!.phone, 'Coach Asha R']));
    const [row] = await raw.query<{ active: boolean; name: string }>('select active, name from public.staff where user_id = $1', [
      asha,
    ]);
    expect(row).toEqual({ active: true, name: 'Coach Asha R' });
  });

  it('names a coach the list invited, who until then answers as the team, and their clients see no name', async () => {
    const boss = await admin();
    const listed = await person();
    await raw.query(`insert into public.staff_invitations (phone, name, role) values ($1, null, 'coach')`, [listed.phone]);
    await raw.query('select public.approve_invited_coaches($1)', [listed.id]);
    const customer = await person();
    await pay(customer.id);
    const unnamed = await as(boss, (tx) =>
      tx.query<{ name: string | null }>('select name from public.admin_coaches() where user_id = $1', [listed.id]),
    );
    expect(unnamed).toEqual([{ name: null }]);
    expect(await as(customer.id, (tx) => tx.query('select * from public.my_coach()'))).toEqual([]);
    const [team] = await raw.query<{ name: string }>('select public.coach_name_of($1) as name', [listed.id]);
    expect(team!.name).toBe('WellFit Team');

    await as(boss, (tx) => tx.query('select public.name_coach($1, $2)', [listed.phone, 'Coach Priya']));
    expect(await as(customer.id, (tx) => tx.query('select * from public.my_coach()'))).toEqual([
      { name: 'Coach Priya', bio: '' },
    ]);
    const clients = await as(boss, (tx) =>
      tx.query<{ coach_name: string; coach_phone: string }>(
        'select coach_name, coach_phone from public.admin_clients() where customer_id = $1',
        [customer.id],
      ),
    );
    expect(clients).toEqual([{ coach_name: 'Coach Priya', coach_phone: listed.phone }]);
    // The list's next sync approves and removes; it never takes the name back.
    await raw.query('select public.sync_invited_coaches()');
    const [row] = await raw.query<{ name: string }>('select name from public.staff where user_id = $1', [listed.id]);
    expect(row!.name).toBe('Coach Priya');
  });

  it('lets a coach give their own name and bio, and nobody else theirs', async () => {
    const boss = await admin();
    const asha = await coach(boss, 'Coach Asha');
    const customer = await person();
    await pay(customer.id);
    await as(asha, (tx) => tx.query('select public.set_my_staff_profile($1, $2)', ['Asha Rao', 'Dietitian, 8 years with PCOD']));
    expect(await as(customer.id, (tx) => tx.query('select * from public.my_coach()'))).toEqual([
      { name: 'Asha Rao', bio: 'Dietitian, 8 years with PCOD' },
    ]);
    await expect(
      as(customer.id, (tx) => tx.query('select public.set_my_staff_profile($1, $2)', ['Not staff', ''])),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(as(asha, (tx) => tx.query('select public.name_coach($1, $2)', ['919999999997', 'X']))).rejects.toMatchObject({
      code: '42501',
    });
    await expect(
      as(boss, (tx) => tx.query('select public.name_coach($1, $2)', ['919999999997', 'Nobody'])),
    ).rejects.toMatchObject({
      code: 'P0002',
    });
  });

  it('reassigns a client to another active coach, and refuses an inactive one', async () => {
    const boss = await admin();
    const asha = await coach(boss, 'Coach Asha');
    const bala = await coach(boss, 'Coach Bala');
    const customer = await person();
    await pay(customer.id);
    const other = (await coachOf(customer.id)) === asha ? bala : asha;
    await as(boss, (tx) => tx.query('select public.reassign_client($1, $2)', [customer.id, other]));
    expect(await coachOf(customer.id)).toBe(other);
    await as(boss, (tx) => tx.query('select public.set_coach_active($1, false)', [other]));
    await expect(as(boss, (tx) => tx.query('select public.reassign_client($1, $2)', [customer.id, other]))).rejects.toThrow(
      /not an active coach/,
    );
  });
});
