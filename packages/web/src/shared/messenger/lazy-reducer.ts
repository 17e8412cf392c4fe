import type { Reducer, UnknownAction } from '@reduxjs/toolkit';

/**
 * The messenger's reducer arrives with the messenger's code (a thread, the chat sync), not with
 * the first page: the logged-out start stays within its budget (DESIGN.md §11). Until it is
 * installed the state stays as it began, and nothing that changes it can have run.
 */
let installed: Reducer | null = null;

export function installMessengerReducer(reducer: Reducer): void {
  installed = reducer;
}

export function lazyMessengerReducer<S>(initial: S): Reducer<S> {
  return (state: S = initial, action: UnknownAction): S => (installed ? (installed(state, action) as S) : state);
}
