/**
 * The session history the routing reads and moves: the browser's (`window.history`) or one kept
 * in memory for tests. A location carries its path, query, hash, state and a key; the first one
 * of a tab has the key `default`, so a page can tell whether there is an entry to go back to.
 * Blockers see every move before it happens, the browser's back and forward included.
 */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

/** Where to go: a path with its query and hash, or the parts that change (the rest stays). */
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** A move about to happen: `delta` for back and forward, `to` and `options` for a navigation. */
export interface Transition {
  from: Location;
  next: Location;
  delta?: number;
  to?: To;
  options?: NavigateOptions;
}

/** Answers true to stop the move; the history then calls `onBlocked` with it to decide later. */
export interface Blocker {
  shouldBlock(transition: Transition): boolean;
  onBlocked(transition: Transition): void;
}

export interface History {
  readonly location: Location;
  listen(listener: (location: Location) => void): () => void;
  navigate(to: To, options?: NavigateOptions): void;
  go(delta: number): void;
  block(blocker: Blocker): () => void;
  /** Carries out a move a blocker stopped, past every blocker. */
  proceed(transition: Transition): void;
}

/** What the browser's history entries hold: the app's state, the key and the entry's index. */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  return { pathname: (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || '/', search: searchAt >= 0 ? rest.slice(searchAt) : '', hash };
}

/** A location's address: path, query and hash as one string. */
export function createPath({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return `${pathname}${query}${fragment}`;
}

/** The location `to` names from `from`: a string replaces all of it, an object only its parts. */
export function resolveTo(from: Location, to: To, options: NavigateOptions = {}): Location {
  const parts = typeof to === 'string' ? parsePath(to) : { pathname: to.pathname ?? from.pathname, search: to.search ?? (to.pathname ? '' : from.search), hash: to.hash ?? '' };
  const normalised = parsePath(createPath(parts));
  return { ...normalised, state: options.state ?? null, key: newKey() };
}

/** The blockers and listeners both histories share. */
function createNotifier() {
  const listeners = new Set<(location: Location) => void>();
  const blockers = new Set<Blocker>();
  return {
    listeners,
    blockers,
    notify(location: Location) {
      for (const listener of [...listeners]) listener(location);
    },
    /** The first blocker that stops the move gets it; answers whether one did. */
    blocked(transition: Transition): boolean {
      const blocker = [...blockers].find((candidate) => candidate.shouldBlock(transition));
      blocker?.onBlocked(transition);
      return blocker !== undefined;
    },
  };
}

export function createBrowserHistory(win: Window = window): History {
  const { listeners, blockers, notify, blocked } = createNotifier();
  const entry = (): EntryState | null => (win.history.state && typeof win.history.state === 'object' && 'idx' in win.history.state ? (win.history.state as EntryState) : null);
  const read = (): Location => {
    const state = entry();
    return { ...parsePath(`${win.location.pathname}${win.location.search}${win.location.hash}`), state: state?.usr ?? null, key: state?.key ?? 'default' };
  };
  if (!entry()) win.history.replaceState({ usr: null, key: 'default', idx: 0 } satisfies EntryState, '');
  let location = read();
  let index = entry()!.idx;
  // A back or forward a blocker stopped is undone with the opposite move, which must not count.
  let undoing = false;

  win.addEventListener('popstate', () => {
    if (!entry()) {
      // An entry the app did not make (a hash typed into the address bar): one step on from here.
      win.history.replaceState({ usr: null, key: newKey(), idx: index + 1 } satisfies EntryState, '');
    }
    const next = read();
    const nextIndex = entry()!.idx;
    if (undoing) {
      undoing = false;
      return;
    }
    const delta = nextIndex - index;
    if (delta !== 0 && blockers.size > 0 && blocked({ from: location, next, delta })) {
      undoing = true;
      win.history.go(-delta);
      return;
    }
    location = next;
    index = nextIndex;
    notify(location);
  });

  const write = (next: Location, replace: boolean) => {
    index = replace ? index : index + 1;
    const state: EntryState = { usr: next.state, key: next.key, idx: index };
    if (replace) win.history.replaceState(state, '', createPath(next));
    else win.history.pushState(state, '', createPath(next));
    location = next;
    notify(location);
  };

  return {
    get location() {
      return location;
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options = {}) {
      const next = resolveTo(location, to, options);
      if (blockers.size > 0 && blocked({ from: location, next, to, options })) return;
      write(next, options.replace === true);
    },
    go(delta) {
      win.history.go(delta);
    },
    block(blocker) {
      blockers.add(blocker);
      return () => blockers.delete(blocker);
    },
    proceed(transition) {
      if (transition.delta !== undefined) {
        const saved = [...blockers];
        blockers.clear();
        const restore = () => {
          for (const blocker of saved) blockers.add(blocker);
          win.removeEventListener('popstate', restore);
        };
        win.addEventListener('popstate', restore);
        win.history.go(transition.delta);
        return;
      }
      write(resolveTo(location, transition.to!, transition.options), transition.options?.replace === true);
    },
  };
}

export function createMemoryHistory(initialEntries: readonly string[] = ['/']): History {
  const { listeners, blockers, notify, blocked } = createNotifier();
  const entries: Location[] = initialEntries.map((path, i) => ({ ...parsePath(path), state: null, key: i === 0 ? 'default' : newKey() }));
  let index = entries.length - 1;

  const write = (next: Location, replace: boolean) => {
    if (replace) entries[index] = next;
    else {
      entries.splice(index + 1, entries.length, next);
      index += 1;
    }
    notify(next);
  };
  const move = (delta: number) => {
    index = Math.min(entries.length - 1, Math.max(0, index + delta));
    notify(entries[index]!);
  };

  return {
    get location() {
      return entries[index]!;
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options = {}) {
      const next = resolveTo(entries[index]!, to, options);
      if (blockers.size > 0 && blocked({ from: entries[index]!, next, to, options })) return;
      write(next, options.replace === true);
    },
    go(delta) {
      const target = entries[Math.min(entries.length - 1, Math.max(0, index + delta))]!;
      if (blockers.size > 0 && blocked({ from: entries[index]!, next: target, delta })) return;
      move(delta);
    },
    block(blocker) {
      blockers.add(blocker);
      return () => blockers.delete(blocker);
    },
    proceed(transition) {
      if (transition.delta !== undefined) move(transition.delta);
      else write(resolveTo(entries[index]!, transition.to!, transition.options), transition.options?.replace === true);
    },
  };
}
