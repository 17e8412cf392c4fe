import { DialogsPage } from '../../features/messenger/dialogs/DialogsPage.tsx';
import { SmartMessagesEntry } from '../../features/smart-messages/SmartMessagesEntry.tsx';
import { SystemThreadRow } from '../../features/system-thread/SystemThreadRow.tsx';

/**
 * `/dialogs`: the messenger's dialog list with the smart messages entry above it, then the system
 * thread's row first before the dialogs (three features, composed here).
 */
export default function DialogsRoute() {
  return (
    <DialogsPage
      entry={
        <>
          <SmartMessagesEntry />
          <SystemThreadRow />
        </>
      }
    />
  );
}
