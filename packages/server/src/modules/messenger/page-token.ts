import { FieldErrorKey } from '@amora/contracts';
import { ApiError } from '../../platform/errors.ts';
import { SealedTokens } from '../../platform/sealed-tokens.ts';
import type { DialogCursor } from './repo.ts';

const DIALOG_CURSOR = /^(\d{1,16})\.(\d{1,16})$/;
const MESSAGE_CURSOR = /^(\d{1,16})$/;

/**
 * The messenger's page tokens (DESIGN.md §5: opaque, a keyset, never an offset), sealed as the
 * lists' are (platform/sealed-tokens.ts): the keyset holds internal ids (the other member's, a
 * message's), so the token must not show them. Each is bound to the member and to the list or
 * dialog it was written for: altered, forged, another member's or another list's is a 400 on
 * `pageToken`.
 */
export class MessengerPageTokens {
  private readonly tokens: SealedTokens;

  constructor(secret: string) {
    this.tokens = new SealedTokens(secret, 'messenger');
  }

  sealDialogs(viewerId: number, filter: string, cursor: DialogCursor): string {
    return this.tokens.seal(`${viewerId}\ndialogs\n${filter}`, `${cursor.sortAt}.${cursor.otherId}`);
  }

  openDialogs(viewerId: number, filter: string, token: string): DialogCursor {
    const match = DIALOG_CURSOR.exec(this.tokens.open(`${viewerId}\ndialogs\n${filter}`, token) ?? '');
    if (!match) throw invalid();
    return { sortAt: Number(match[1]), otherId: Number(match[2]) };
  }

  sealMessages(viewerId: number, otherId: number, beforeId: number): string {
    return this.tokens.seal(`${viewerId}\nmessages\n${otherId}`, String(beforeId));
  }

  openMessages(viewerId: number, otherId: number, token: string): number {
    const match = MESSAGE_CURSOR.exec(this.tokens.open(`${viewerId}\nmessages\n${otherId}`, token) ?? '');
    if (!match) throw invalid();
    return Number(match[1]);
  }
}

function invalid(): ApiError {
  return ApiError.validation({ pageToken: FieldErrorKey.invalid }, 'Not a page token of this member’s dialogs');
}
