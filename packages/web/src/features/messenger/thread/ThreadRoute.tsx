import { useParams } from '../../../shared/routing/index.ts';
import { ThreadPage } from './ThreadPage.tsx';

/** `/dialogs/{hid}`: one thread a mount, so another dialog starts afresh. */
export default function ThreadRoute() {
  const { hid = '' } = useParams();
  return <ThreadPage key={hid} hid={hid} />;
}
