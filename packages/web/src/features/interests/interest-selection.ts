import { MAX_MEMBER_INTERESTS, type PushType } from '@amora/contracts';

/** The outcome of tapping a chip: the new choice, or `limitReached` when a 15th was tapped (spec 1 §5). */
export function toggleInterest(chosen: readonly number[], id: number): { chosen: number[]; limitReached: boolean } {
  if (chosen.includes(id)) return { chosen: chosen.filter((chosenId) => chosenId !== id), limitReached: false };
  if (chosen.length >= MAX_MEMBER_INTERESTS) return { chosen: [...chosen], limitReached: true };
  return { chosen: [...chosen, id], limitReached: false };
}

export function sameChoice(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/** The success toast of spec 2 §4: "interest added" when the save added one, else "changes saved". */
export function savedPush(before: readonly number[], after: readonly number[]): { type: PushType; messageKey: string } {
  return after.some((id) => !before.includes(id))
    ? { type: 'interest_added', messageKey: 'profile:pushes.interestAdded' }
    : { type: 'changes_saved', messageKey: 'profile:pushes.changesSaved' };
}
