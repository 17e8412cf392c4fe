/**
 * The app's routing, in one place: every screen imports links, navigation and the location from
 * here. It is our own, on a small history of our own (history.ts) and a pattern matcher
 * (match.ts): React Router's data router took 31 KB of the first page's 90 KB of gzip JavaScript
 * (DESIGN.md §11, docs/decisions.md "First page"), for the few of its parts the app uses.
 */
export type { Location, NavigateOptions, To } from './history.ts';
export {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type AppRouter,
  type Blocker,
  type RouteObject,
} from './router.tsx';
