import { DialogsPage } from '../../features/messenger/dialogs/DialogsPage.tsx';
import { SmartMessagesEntry } from '../../features/smart-messages/SmartMessagesEntry.tsx';

/** `/dialogs`: the messenger's dialog list with the smart messages entry above it (two features, composed here). */
export default function DialogsRoute() {
  return <DialogsPage entry={<SmartMessagesEntry />} />;
}
