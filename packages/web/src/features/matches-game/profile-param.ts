import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../../shared/routing/index.ts';

/**
 * The query parameter naming the member whose profile is open over the game or the list: the
 * back button closes the profile, as on a phone, instead of leaving the page.
 */
export const PROFILE_PARAM = 'profile';

/** The hid named by `?profile=`, and opening and closing it. */
export function useProfileParam() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const openedHere = (location.state as { profileOverGame?: boolean } | null)?.profileOverGame === true;
  return {
    hid: searchParams.get(PROFILE_PARAM),
    open: useCallback((hid: string) => navigate({ search: `?${PROFILE_PARAM}=${encodeURIComponent(hid)}` }, { state: { profileOverGame: true } }), [navigate]),
    // Opened here: going back closes it and leaves no entry to go forward to. Opened from an
    // address (a reload, a link): the parameter goes, and the page stays.
    close: useCallback(() => (openedHere ? navigate(-1) : navigate({ search: '' }, { replace: true })), [openedHere, navigate]),
  };
}
