import type { ListData, ListEntry } from '@amora/contracts';
import type { MemberPhotoUrls } from '../photo-urls.ts';
import type { VisibleMember } from '../visible-member.ts';
import { listUserCardOf } from './list-user-card.ts';

/**
 * The viewer's `list_data` about a member (spec 2 §3), as the full user record and every list
 * carry it: the blocks either way, and the relationship slot's favourite, likes and match.
 */
export function listDataOf(member: VisibleMember): ListData {
  const { relationship } = member;
  return {
    user_block_me: member.blockingViewer,
    i_block_user: member.blockedByViewer,
    is_selected: relationship.isMyFavorite,
    i_like_this_user: relationship.iLiked,
    user_like_me: relationship.likedMe,
    is_match: relationship.isMatch,
  };
}

/**
 * An entry of a full people list: the list user card and the viewer's `list_data`. Blocked
 * members never reach a list, so the block flags are false until the client toggles them (spec 2 §4).
 */
export function listEntryOf(member: VisibleMember, urls: MemberPhotoUrls): ListEntry {
  return { ...listUserCardOf(member, urls), list_data: listDataOf(member) };
}
