import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { createBrowserHistory, createMemoryHistory, createPath, resolveTo } from './history.ts';
import { matchPath, rank } from './match.ts';
import { createMemoryRouter, Link, Navigate, NavLink, Outlet, Route, RouterProvider, Routes, useBlocker, useLocation, useParams, useSearchParams, type RouteObject } from './index.ts';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{createPath(location)}</output>;
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

function renderRoutes(routes: RouteObject[], initialEntries: string[]) {
  const router = createMemoryRouter(routes, { initialEntries });
  render(<RouterProvider router={router} />);
  return router;
}

describe('route patterns', () => {
  it('match fixed segments without regard to case or a trailing slash, and decode parameters', () => {
    expect(matchPath('/login', '/Login/')).toEqual({ params: {}, base: '/Login' });
    expect(matchPath('/contact/:id', '/contact/a%20b')).toEqual({ params: { id: 'a b' }, base: '/contact/a%20b' });
    expect(matchPath('/contact/:id', '/contact')).toBeNull();
    expect(matchPath('/login', '/login/more')).toBeNull();
  });

  it('take the rest of the path with a splat, and give it as the base of the routes inside', () => {
    expect(matchPath('/settings/*', '/settings/privacy/email')).toEqual({ params: { '*': 'privacy/email' }, base: '/settings' });
    expect(matchPath('/settings/*', '/settings')).toEqual({ params: { '*': '' }, base: '/settings' });
    expect(matchPath('*', '/anything/at/all')).toEqual({ params: { '*': 'anything/at/all' }, base: '/' });
  });

  it('rank a fixed segment over a parameter over a splat', () => {
    expect(rank('/settings/legal-documents/*')).toBeGreaterThan(rank('/settings/*'));
    expect(rank('/contact/me')).toBeGreaterThan(rank('/contact/:id'));
    expect(rank('/contact/:id')).toBeGreaterThan(rank('*'));
  });
});

describe('locations', () => {
  it('take an address apart and put it together, an object changing only the parts it names', () => {
    const from = { pathname: '/registration', search: '?flow=email', hash: '#name-step', state: null, key: 'k' };
    expect(createPath(resolveTo(from, '/sign/done?email=a%40b.c#top'))).toBe('/sign/done?email=a%40b.c#top');
    expect(createPath(resolveTo(from, { hash: '#email-step' }))).toBe('/registration?flow=email#email-step');
    expect(createPath(resolveTo(from, { search: '' }))).toBe('/registration');
    expect(createPath(resolveTo(from, { pathname: '/login' }))).toBe('/login');
    expect(resolveTo(from, '/x', { state: { email: 'a@b.c' } }).state).toEqual({ email: 'a@b.c' });
  });

  it('name the first entry of a history "default", so a page knows there is nothing to go back to', () => {
    const history = createMemoryHistory(['/a']);
    expect(history.location.key).toBe('default');
    history.navigate('/b');
    expect(history.location.key).not.toBe('default');
    history.go(-1);
    expect(history.location).toMatchObject({ pathname: '/a', key: 'default' });
  });

  it('keeps state and keys in the browser’s own entries, and follows its back button', () => {
    window.history.replaceState(null, '', '/start');
    const history = createBrowserHistory();
    expect(history.location).toMatchObject({ pathname: '/start', key: 'default' });
    const start = window.history.state as unknown;
    history.navigate('/next?x=1#h', { state: { from: 'start' } });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/next?x=1#h');
    expect(history.location.state).toEqual({ from: 'start' });
    const seen: string[] = [];
    history.listen((location) => seen.push(location.pathname));
    // The browser's back: the first entry is current again, then popstate.
    window.history.replaceState(start, '', '/start');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(seen).toEqual(['/start']);
    expect(history.location).toMatchObject({ pathname: '/start', key: 'default', state: null });
    // A hash typed into the address bar: a new entry the app did not make, taken as one step on.
    window.history.pushState(null, '', '/start#typed');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(history.location).toMatchObject({ pathname: '/start', hash: '#typed' });
    expect(history.location.key).not.toBe('default');
    expect((window.history.state as { idx: number }).idx).toBe(1);
  });
});

describe('the router', () => {
  it('renders the most specific route inside its layout, whatever the order of the table', () => {
    const routes: RouteObject[] = [
      {
        element: (
          <main>
            <Outlet />
            <Where />
          </main>
        ),
        children: [
          { path: '*', element: <p>any page</p> },
          { path: '/settings/*', element: <p>settings</p> },
          { path: '/settings/legal-documents/*', element: <p>legal</p> },
        ],
      },
    ];
    const router = renderRoutes(routes, ['/settings/legal-documents/terms']);
    expect(screen.getByText('legal')).toBeTruthy();
    act(() => void router.navigate('/settings/language'));
    expect(screen.getByText('settings')).toBeTruthy();
    act(() => void router.navigate('/elsewhere'));
    expect(screen.getByText('any page')).toBeTruthy();
    expect(where()).toBe('/elsewhere');
  });

  it('matches the routes of an area relative to where the area is, with its parameters and index', () => {
    function Photo() {
      const { userHashId, photoId } = useParams();
      return <p>{`photo ${photoId} of ${userHashId}`}</p>;
    }
    function PhotosArea() {
      return (
        <Routes>
          <Route index element={<p>my photos</p>} />
          <Route path=":userHashId/photos/:photoId" element={<Photo />} />
        </Routes>
      );
    }
    const router = renderRoutes([{ path: '/photos/*', element: <PhotosArea /> }], ['/photos']);
    expect(screen.getByText('my photos')).toBeTruthy();
    act(() => void router.navigate('/photos/h1/photos/p9'));
    expect(screen.getByText('photo p9 of h1')).toBeTruthy();
  });

  it('follows a link itself, but leaves a modified click or a handled one alone', () => {
    const handled = (event: { preventDefault(): void }) => event.preventDefault();
    const routes = [{ path: '*', element: <><Link to="/login?from=home" state={{ x: 1 }}>Log in</Link><Link to="/info" onClick={handled}>Info</Link><Where /></> }];
    const router = renderRoutes(routes, ['/']);
    const login = screen.getByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe('/login?from=home');
    fireEvent.click(login, { ctrlKey: true });
    expect(where()).toBe('/');
    fireEvent.click(screen.getByRole('link', { name: 'Info' }));
    expect(where()).toBe('/');
    fireEvent.click(login);
    expect(where()).toBe('/login?from=home');
    expect(router.state.location.state).toEqual({ x: 1 });
  });

  it('marks the link to where the member is, below it too unless `end`', () => {
    const nav = (
      <nav>
        <NavLink to="/profile" className={({ isActive }) => (isActive ? 'on' : 'off')}>Profile</NavLink>
        <NavLink to="/profile" end>Exactly profile</NavLink>
      </nav>
    );
    renderRoutes([{ path: '*', element: nav }], ['/profile/edit']);
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Profile' }).className).toBe('on');
    expect(screen.getByRole('link', { name: 'Exactly profile' }).getAttribute('aria-current')).toBeNull();
  });

  it('redirects with Navigate, replacing the entry', () => {
    const router = renderRoutes([{ path: '/sign/in', element: <Navigate to="/login" /> }, { path: '/login', element: <Where /> }], ['/', '/sign/in']);
    expect(where()).toBe('/login');
    act(() => void router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });

  it('reads and replaces the query', () => {
    function Query() {
      const [params, setParams] = useSearchParams();
      return <button type="button" onClick={() => setParams({ email: 'b@c.d' }, { replace: true })}>{params.get('email') ?? 'none'}</button>;
    }
    renderRoutes([{ path: '*', element: <><Query /><Where /></> }], ['/sign/done?email=a%40b.c']);
    fireEvent.click(screen.getByRole('button', { name: 'a@b.c' }));
    expect(where()).toBe('/sign/done?email=b%40c.d');
  });

  it('holds a move a blocker stops until the page proceeds with it or stays', () => {
    function Guarded() {
      const blocker = useBlocker(({ nextLocation }) => nextLocation.pathname !== '/free');
      return (
        <>
          <output aria-label="blocker">{blocker.state === 'blocked' ? `blocked ${blocker.location.pathname}` : 'open'}</output>
          {blocker.state === 'blocked' && <button type="button" onClick={blocker.proceed}>Leave</button>}
          {blocker.state === 'blocked' && <button type="button" onClick={blocker.reset}>Stay</button>}
          <Where />
        </>
      );
    }
    const router = renderRoutes([{ path: '*', element: <Guarded /> }], ['/a', '/steps']);
    const blocker = () => screen.getByRole('status', { name: 'blocker' }).textContent;
    act(() => void router.navigate('/away'));
    expect([blocker(), where()]).toEqual(['blocked /away', '/steps']);
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect([blocker(), where()]).toEqual(['open', '/steps']);
    act(() => void router.navigate(-1));
    expect([blocker(), where()]).toEqual(['blocked /a', '/steps']);
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect([blocker(), where()]).toEqual(['open', '/a']);
    act(() => void router.navigate('/free'));
    expect(where()).toBe('/free');
  });

  it('shows a route’s error element when the route throws while rendering', () => {
    function Broken(): never {
      throw new Error('broken');
    }
    renderRoutes([{ errorElement: <p>crashed</p>, element: <Outlet />, children: [{ path: '*', element: <Broken /> }] }], ['/']);
    expect(screen.getByText('crashed')).toBeTruthy();
  });
});
