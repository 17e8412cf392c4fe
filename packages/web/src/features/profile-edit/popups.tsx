import type { HostedPopupProps } from '../../shared/overlays/popup-props.ts';

/** profile_steps_confirm_popup: asks to save or drop unsaved step answers (spec 1 §2). */
export function ProfileStepsConfirmPopup(_props: HostedPopupProps) {
  return null;
}

/** profile_steps_success_popup: after every profile step is answered (spec 1 §2). */
export function ProfileStepsSuccessPopup(_props: HostedPopupProps) {
  return null;
}

/** check_list_success_popup: the profile checklist is complete (spec 1 §2, spec 3 §2). */
export function ChecklistSuccessPopup(_props: HostedPopupProps) {
  return null;
}
