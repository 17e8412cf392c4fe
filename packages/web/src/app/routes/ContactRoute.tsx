import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from '../../shared/routing/index.ts';
import { MemberProfilePage } from '../../features/member-profile/MemberProfilePage.tsx';
import { SafetyMenu } from '../../features/safety/SafetyMenu.tsx';
import { UnblockButton } from '../../features/safety/UnblockButton.tsx';
import { LEGACY_CONTACT_PATH } from './contact-path.ts';

/**
 * `/contact/{userId}` and the legacy `/u{userHashId}`: another member's profile (issue 16 point
 * 5), with the safety menu beside the name and the unblock on the stub of a member the viewer
 * blocked (issue 17 point 6). A block takes the viewer back where they came from (the list they
 * opened the profile from has dropped the member meanwhile), or to the matches without one.
 */
export default function ContactRoute() {
  const { hid } = useParams();
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const id = hid ?? LEGACY_CONTACT_PATH.exec(pathname)?.[1] ?? '';
  const leave = useCallback(() => (key === 'default' ? navigate('/matches', { replace: true }) : navigate(-1)), [key, navigate]);
  return <MemberProfilePage key={id} hid={id} menu={(name) => <SafetyMenu hid={id} name={name} onBlocked={leave} />} blockedStub={<UnblockButton hid={id} />} />;
}
