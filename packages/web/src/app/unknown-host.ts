import { unknownHostMessage } from '@amora/contracts';
import { sendOnce } from '../api/transport.ts';

/** Reports a host no brand claims to the system log as plain text (spec 1 §1, §7). */
export async function reportUnknownHost(host: string): Promise<void> {
  await sendOnce({ url: '/system/log', method: 'POST', body: unknownHostMessage(host), plainText: true, noAuth: true }, null);
}
