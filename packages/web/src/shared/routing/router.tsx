import {
  Children,
  Component,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createBrowserHistory, createMemoryHistory, createPath, resolveTo, type History, type Location, type NavigateOptions, type To, type Transition } from './history.ts';
import { bestMatch, joinPattern, type Params } from './match.ts';

/** A route of a table: a path and what it shows, or a layout (no path) around its children. */
export interface RouteObject {
  path?: string;
  element?: ReactNode;
  /** Shown instead of the route when it throws while rendering. */
  errorElement?: ReactNode;
  children?: RouteObject[];
}

/** The app's router: the history and the route table it renders. */
export interface AppRouter {
  readonly history: History;
  readonly routes: RouteObject[];
  readonly state: { location: Location };
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: (state: { location: Location }) => void): () => void;
}

function createRouter(routes: RouteObject[], history: History): AppRouter {
  return {
    history,
    routes,
    get state() {
      return { location: history.location };
    },
    navigate(to, options) {
      if (typeof to === 'number') history.go(to);
      else history.navigate(to, options);
      return Promise.resolve();
    },
    subscribe(listener) {
      return history.listen((location) => listener({ location }));
    },
  };
}

export const createBrowserRouter = (routes: RouteObject[]): AppRouter => createRouter(routes, createBrowserHistory());

/** A router over an in-memory history, for tests: `initialEntries` are the addresses, the last one current. */
export const createMemoryRouter = (routes: RouteObject[], options: { initialEntries?: string[] } = {}): AppRouter =>
  createRouter(routes, createMemoryHistory(options.initialEntries));

const HistoryContext = createContext<History | null>(null);
const LocationContext = createContext<Location | null>(null);

interface RouteState {
  /** The matched path before the route's `*`: what relative patterns inside it start from. */
  base: string;
  params: Params;
  outlet: ReactNode;
}

const RouteContext = createContext<RouteState>({ base: '/', params: {}, outlet: null });

function useHistory(): History {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('Routing is used outside RouterProvider');
  return history;
}

export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error('Routing is used outside RouterProvider');
  return location;
}

export function useParams(): Params {
  return useContext(RouteContext).params;
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

export function useNavigate(): NavigateFunction {
  const history = useHistory();
  return useCallback<NavigateFunction>((to, options) => (typeof to === 'number' ? history.go(to) : history.navigate(to, options)), [history]);
}

type SearchInit = URLSearchParams | string | Record<string, string>;

export function useSearchParams(): [URLSearchParams, (next: SearchInit, options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigate({ search: query ? `?${query}` : '' }, options);
    },
    [navigate],
  );
  return [params, setParams];
}

class RouteErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A leaf route with the layouts around it, outermost first. */
interface Candidate {
  pattern: string;
  route: RouteObject;
  layouts: RouteObject[];
}

function candidatesOf(routes: readonly RouteObject[], base: string, layouts: RouteObject[] = []): Candidate[] {
  return routes.flatMap((route) => {
    if (route.path === undefined) return route.children ? candidatesOf(route.children, base, [...layouts, route]) : [];
    return [{ pattern: joinPattern(base, route.path), route, layouts }];
  });
}

const withBoundary = (route: RouteObject, element: ReactNode) => (route.errorElement ? <RouteErrorBoundary fallback={route.errorElement}>{element}</RouteErrorBoundary> : element);

/** The best route of `routes` for the location, inside its layouts; nothing when none matches. */
function useRoutes(routes: readonly RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const parent = useContext(RouteContext);
  const best = bestMatch(candidatesOf(routes, parent.base), pathname);
  if (!best) return null;
  const params = { ...parent.params, ...best.match.params };
  const leaf = (
    <RouteContext.Provider value={{ base: best.match.base, params, outlet: null }}>{withBoundary(best.candidate.route, best.candidate.route.element)}</RouteContext.Provider>
  );
  return best.candidate.layouts.reduceRight<ReactNode>(
    (inner, layout) => <RouteContext.Provider value={{ base: parent.base, params, outlet: inner }}>{withBoundary(layout, layout.element)}</RouteContext.Provider>,
    leaf,
  );
}

export function RouterProvider({ router }: { router: AppRouter }) {
  const { history } = router;
  const location = useSyncExternalStore(
    useCallback((changed: () => void) => history.listen(changed), [history]),
    () => history.location,
  );
  return (
    <HistoryContext.Provider value={history}>
      <LocationContext.Provider value={location}>
        <RootRoutes routes={router.routes} />
      </LocationContext.Provider>
    </HistoryContext.Provider>
  );
}

function RootRoutes({ routes }: { routes: RouteObject[] }) {
  return <>{useRoutes(routes)}</>;
}

/** Where a layout route shows the route matched inside it. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

/** A route of a `<Routes>` table, `index` for the path of the route it is in; it renders nothing itself. */
export function Route(_props: { path: string; element: ReactNode } | { index: true; element: ReactNode }): null {
  return null;
}

/** The best of its `<Route>`s for the location, their paths relative to the route it is in. */
export function Routes({ children }: { children: ReactNode }) {
  const routes = Children.toArray(children)
    .filter((child): child is ReactElement<{ path?: string; index?: true; element: ReactNode }> => isValidElement(child) && child.type === Route)
    .map((child) => ({ path: child.props.index ? '' : child.props.path, element: child.props.element }));
  return <>{useRoutes(routes)}</>;
}

/** Goes to `to` once rendered, replacing the current entry unless told otherwise. */
export function Navigate({ to, replace = true, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace, state });
    // Once, as rendered: a Navigate is a redirect, not a subscription.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'>;

export interface LinkProps extends AnchorProps {
  to: To;
  replace?: boolean;
  state?: unknown;
  className?: string;
}

/** A plain link the router follows itself: a new tab, a modified click or another target keeps the browser's way. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const history = useHistory();
  const location = useLocation();
  const href = createPath(resolveTo(location, to));
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (target && target !== '_self')) return;
    event.preventDefault();
    history.navigate(to, { replace, state });
  };
  return <a href={href} target={target} onClick={follow} {...rest} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on exactly its path, not below it. */
  end?: boolean;
  /** Other paths it is active on too (the messages tab on the system thread). */
  also?: readonly string[];
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}

/** A link that knows when it leads where the member is (`aria-current="page"`). */
export function NavLink({ to, end = false, also = [], className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = typeof to === 'string' ? to.split(/[?#]/)[0]! : (to.pathname ?? pathname);
  const isActive = pathname === target || (!end && pathname.startsWith(`${target.replace(/\/$/, '')}/`)) || also.includes(pathname);
  return <Link to={to} className={typeof className === 'function' ? className({ isActive }) : className} aria-current={isActive ? 'page' : undefined} {...rest} />;
}

export type Blocker =
  | { state: 'unblocked'; location: undefined; proceed: undefined; reset: undefined }
  | { state: 'blocked'; location: Location; proceed(): void; reset(): void };

const UNBLOCKED: Blocker = { state: 'unblocked', location: undefined, proceed: undefined, reset: undefined };

/**
 * Stops a move away — a link, a navigation, the browser's back or forward — while `shouldBlock`
 * says so, and answers it as `blocked` until the page proceeds with it or resets it.
 */
export function useBlocker(shouldBlock: (args: { currentLocation: Location; nextLocation: Location }) => boolean): Blocker {
  const history = useHistory();
  const [blocked, setBlocked] = useState<Transition | null>(null);
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(
    () =>
      history.block({
        shouldBlock: (transition) => latest.current({ currentLocation: transition.from, nextLocation: transition.next }),
        onBlocked: setBlocked,
      }),
    [history],
  );
  if (!blocked) return UNBLOCKED;
  return {
    state: 'blocked',
    location: blocked.next,
    proceed: () => {
      setBlocked(null);
      history.proceed(blocked);
    },
    reset: () => setBlocked(null),
  };
}
