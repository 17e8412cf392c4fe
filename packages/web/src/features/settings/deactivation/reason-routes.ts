import { DeactivationReason as R } from '@amora/contracts';

/** The reason pages of spec 1 §2, each offering its alternative before the deactivate step. */
export type ReasonPageName = 'not-able-to-pay' | 'paying-problem' | 'support' | 'email-notifications' | 'age' | 'service';

const REASON_PAGES: Partial<Record<number, ReasonPageName>> = {
  [R.notAbleToPay]: 'not-able-to-pay',
  [R.paymentProblem]: 'paying-problem',
  [R.support]: 'support',
  [R.supportSubReason]: 'support',
  [R.emailNotifications]: 'email-notifications',
  [R.ageRange]: 'age',
  [R.service]: 'service',
};

export const REASON_PAGE_NAMES = Object.values(REASON_PAGES).filter((name, index, all) => all.indexOf(name) === index) as ReasonPageName[];

export function deactivatePath(reasonId: number): string {
  return `/settings/deactivate?reason=${reasonId}`;
}

/**
 * Where choosing a reason leads (spec 1 §4). Reason 1 first checks the payment side: a paying
 * member sees the not-able-to-pay page (a subscription is not ended by deactivating), anyone else
 * goes on to the deactivate step.
 */
export function reasonPath(reasonId: number, isPayUser: boolean): string {
  if (reasonId === R.subReasons) return '/settings/deactivation/sub-reasons';
  if (reasonId === R.notAbleToPay && !isPayUser) return deactivatePath(reasonId);
  const page = REASON_PAGES[reasonId];
  return page ? `/settings/${page}?reason=${reasonId}` : deactivatePath(reasonId);
}
