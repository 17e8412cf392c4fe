import { useLocation, useParams } from '../../shared/routing/index.ts';
import { MemberProfilePage } from '../../features/member-profile/MemberProfilePage.tsx';
import { LEGACY_CONTACT_PATH } from './contact-path.ts';

/** `/contact/{userId}` and the legacy `/u{userHashId}`: another member's profile (issue 16 point 5). */
export default function ContactRoute() {
  const { hid } = useParams();
  const { pathname } = useLocation();
  const id = hid ?? LEGACY_CONTACT_PATH.exec(pathname)?.[1] ?? '';
  return <MemberProfilePage key={id} hid={id} />;
}
