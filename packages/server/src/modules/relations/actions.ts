import type { FavoriteResponse, LikeSource, ReactionResponse } from '@amora/contracts';
import { ApiError } from '../../platform/errors.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { MemberViewer, MemberViews } from '../member-views/index.ts';
import type { RelationsService } from './service.ts';

export interface MemberActionsDeps {
  relations: RelationsService;
  members: Pick<MemberViews, 'one'>;
  accounts: Pick<AccountsService, 'findManyByHids'>;
}

/**
 * What a member does to another named by hid outside the matches game (spec 2 §7): a like from
 * search, nearby or a profile, a visit, a favourite. The member must be one the viewer may see
 * (active, not the viewer, not blocked either way: the member-view pipeline's rules), else 404;
 * only an unfavourite reaches a member the viewer can no longer see, so a favourite never sticks.
 */
export class MemberActions {
  constructor(private readonly deps: MemberActionsDeps) {}

  /** A like from outside the game: no photo needed (the spec's photo rule is the game's), the same daily limit. */
  async like(viewer: MemberViewer, hid: string, source: Exclude<LikeSource, 'game'>): Promise<ReactionResponse> {
    const target = await this.visible(viewer, hid);
    return this.deps.relations.like({ reactor: viewer, targetId: target, source, requirePhoto: false });
  }

  async visit(viewer: MemberViewer, hid: string, source: string | null): Promise<void> {
    await this.deps.relations.visit(viewer.id, await this.visible(viewer, hid), source);
  }

  async favourite(viewer: MemberViewer, hid: string): Promise<FavoriteResponse> {
    await this.deps.relations.favourite(viewer.id, await this.visible(viewer, hid));
    return { isMyFavorite: true };
  }

  async unfavourite(viewer: MemberViewer, hid: string): Promise<FavoriteResponse> {
    const [account] = await this.deps.accounts.findManyByHids([hid]);
    if (!account || Number(account.id) === viewer.id) throw ApiError.notFound('No such member');
    await this.deps.relations.unfavourite(viewer.id, Number(account.id));
    return { isMyFavorite: false };
  }

  private async visible(viewer: MemberViewer, hid: string): Promise<number> {
    const member = await this.deps.members.one(viewer, hid);
    if (!member) throw ApiError.notFound('No such member');
    return member.account.id;
  }
}
