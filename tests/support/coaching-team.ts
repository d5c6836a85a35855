import { reassignClient } from '@/lib/db/admin';
import type { PackageId } from '@/lib/domain/packages';
import { buy, paid } from './checkout';
import { createAuthUser, staffMember } from './db';

type User = { id: string };

/** An admin and two coaches, named as the coaching tests name them. */
export async function coachingTeam(): Promise<{ admin: User; coach: User; otherCoach: User }> {
  return {
    admin: await staffMember('admin', 'Admin Meera'),
    coach: await staffMember('coach', 'Coach Asha'),
    otherCoach: await staffMember('coach', 'Coach Bala'),
  };
}

/** A customer who paid for a plan (3 months online unless told), with the payment's default programme, given to `coach` by `admin`. */
export async function payingClientOf(admin: User, coach: User, packageId: PackageId = 'online-3m'): Promise<User> {
  const user = await createAuthUser();
  paid(await buy(user, packageId));
  await reassignClient(admin, user.id, coach.id);
  return user;
}
