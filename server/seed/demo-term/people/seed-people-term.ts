import type { StaffActor } from '../../../auth/session-actor';
import type { DemoTermContext } from '../demo-term-context';
import { demoSizes } from '../demo-sizes';
import { seedNoticesAndFeedback } from './notices-feedback';
import { seedSalesLeads } from './sales-leads';
import { seedSchoolPeople } from './school-people';
import { seedSignInHistory } from './sign-in-history';
import { seedTeachingTerm } from './teaching-term';
import { seedTermMoney } from './term-money';
import { timedStep } from '../step-timing';

/**
 * The people, teaching and money of the demo term, in the order a school lives them: its people,
 * the families' payments, the lessons and their sign-ins, then the leads, notices and sign-in
 * history around them. Money and sign-ins go through the finance and teaching models (as the
 * principal), so the ledgers and balances hold by the product's own rules.
 */
export async function seedPeopleTerm(ctx: DemoTermContext): Promise<void> {
  const sizes = demoSizes[ctx.scale];
  const actor: StaffActor = { kind: 'staff', staffId: ctx.principalId, schoolId: ctx.schoolId, campusId: null, allowed: new Set(), isPrincipal: true };
  await timedStep('people', () => seedSchoolPeople(ctx, sizes));
  await timedStep('money', () => seedTermMoney(ctx, sizes, actor));
  await timedStep('teaching', () => seedTeachingTerm(ctx, sizes, actor));
  await timedStep('leads', () => seedSalesLeads(ctx, sizes));
  await timedStep('notices', () => seedNoticesAndFeedback(ctx));
  await timedStep('sign-in history', () => seedSignInHistory(ctx));
}
