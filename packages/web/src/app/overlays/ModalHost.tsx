import { useCallback, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { LanguageModal } from '../../features/profile/LanguageModal.tsx';
import { closeModal, type ModalName } from '../../shared/overlays/overlay-slice.ts';
import type { RootState } from '../store.ts';

const MODALS: Record<ModalName, (props: { onClose: () => void }) => ReactNode> = {
  language: LanguageModal,
};

/** Renders the modal a feature opened by name (spec 1 §2 modal host). */
export function ModalHost() {
  const dispatch = useDispatch();
  const modal = useSelector((state: RootState) => state.overlays.modal);
  const onClose = useCallback(() => dispatch(closeModal()), [dispatch]);
  if (!modal) return null;
  const Modal = MODALS[modal];
  return <Modal onClose={onClose} />;
}
