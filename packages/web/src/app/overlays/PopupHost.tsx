import { useCallback, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ProfileRestoredPopup } from '../../features/account-status/ProfileRestoredPopup.tsx';
import { closePopup, type PopupName } from '../../shared/overlays/overlay-slice.ts';
import type { RootState } from '../store.ts';

const POPUPS: Record<PopupName, (props: { onClose: () => void }) => ReactNode> = {
  profile_restored_popup: ProfileRestoredPopup,
};

/** Renders the popup a feature opened by name (spec 1 §2 popups). */
export function PopupHost() {
  const dispatch = useDispatch();
  const popup = useSelector((state: RootState) => state.overlays.popup);
  const onClose = useCallback(() => dispatch(closePopup()), [dispatch]);
  if (!popup) return null;
  const Popup = POPUPS[popup];
  return <Popup onClose={onClose} />;
}
