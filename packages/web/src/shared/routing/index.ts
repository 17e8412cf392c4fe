/**
 * The app's routing, in one place: every screen imports links, navigation and the location from
 * here, never from the router library. React Router's data router is 31 KB of the first page's
 * gzip JavaScript (DESIGN.md §11 allows 90 KB for all of it; docs/decisions.md "First page"), so
 * it is the next piece to replace with a lighter one; behind this file that is one change.
 */
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
  type Blocker,
  type RouteObject,
} from 'react-router';
