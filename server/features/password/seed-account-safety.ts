import { eq } from 'drizzle-orm';
import { identities, isStrongPassword } from '../../../shared/account-safety/password-rules';
import type { Db } from '../../db/client';
import { passwordStrength, staff, students, verifiedPhones } from '../../db/schema';

/** Numbers the demo staff start with, already verified, so the phone dialog does not stop them. */
const demoPhones = ['13800000000', '13800000099'];

/**
 * Account safety for the demo seed, which alone knows the passwords in clear: each one's
 * strength is judged once here (all demo students share one password).
 */
export async function seedDemoAccountSafety(db: Db, staffAccounts: { id: number; password: string }[], studentPassword: string): Promise<void> {
  for (const [i, s] of staffAccounts.entries()) {
    await db.insert(passwordStrength).values({ kind: 'staff', accountId: s.id, strong: isStrongPassword(s.password, identities.staff) });
    await db.update(staff).set({ phone: demoPhones[i] }).where(eq(staff.id, s.id));
    await db.insert(verifiedPhones).values({ staffId: s.id, phone: demoPhones[i] });
  }
  const strong = isStrongPassword(studentPassword, identities.student);
  for (const { id } of await db.select({ id: students.id }).from(students)) {
    await db.insert(passwordStrength).values({ kind: 'student', accountId: id, strong });
  }
}
