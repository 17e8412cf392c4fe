import { SplitGroup } from '@amora/contracts';
import type { SessionState } from './session-slice.ts';

/**
 * Whether the member is in a test group of the split: any group past control; unspecified counts
 * as control (spec 1 §3). Its own module: the screens that ask are later chunks, not the first page.
 */
export const selectInSplitTest = (splitHid: string) => (state: { session: SessionState }) =>
  state.session.splitBindings.some((binding) => binding.splitHid === splitHid && binding.splitGroup > SplitGroup.control);
