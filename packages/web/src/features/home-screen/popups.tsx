import type { HostedPopupProps } from '../../shared/overlays/popup-props.ts';

/** home_screen_popup: add the app to the home screen (spec 3 §4). */
export function HomeScreenPopup(_props: HostedPopupProps) {
  return null;
}
