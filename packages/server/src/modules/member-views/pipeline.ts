import type { MemberProfile } from '@amora/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { MediaUrlSigner } from '../photos/index.ts';
import { hydrate, type MemberSources } from './hydrate.ts';
import { MemberPhotoUrls } from './photo-urls.ts';
import type { AccountRow } from '../accounts/index.ts';
import { applyRules, isAddressable, profileRules, type RuleOptions } from './rules.ts';
import { noBlocks, noRelationships } from './slots.ts';
import type { MemberRef, MemberViewer } from './viewer.ts';
import { memberRecordOf } from './views/member-record.ts';
import { memberStubOf } from './views/member-stub.ts';
import type { VisibleMember } from './visible-member.ts';

export interface MemberViewsDeps extends Omit<MemberSources, 'relationships' | 'blocks'>, Partial<Pick<MemberSources, 'relationships' | 'blocks'>> {
  clock: Clock;
  /** Every photo URL of a view is signed here, for the `member` audience. */
  mediaUrls: MediaUrlSigner;
}

/**
 * The one way a read shows other members (atproto's hydrate → rules → views; STYLE.md "Reads as
 * a pipeline"): a feature fetches its page of member ids, `page` hydrates them in one query per
 * kind and applies the viewer's rules, and the feature builds the contract views it answers
 * (views/) from what is left. Blocks and tier gating live in rules.ts and nowhere else.
 * `relationships` and `blocks` are the slots the relations and safety modules fill; until then
 * nobody relates to or blocks anybody.
 */
export class MemberViews {
  private readonly sources: MemberSources;

  constructor(private readonly deps: MemberViewsDeps) {
    this.sources = { ...deps, relationships: deps.relationships ?? noRelationships, blocks: deps.blocks ?? noBlocks };
  }

  /** The members of the page this viewer may see, in page order, with only what the viewer may see of each. */
  async page(viewer: MemberViewer, ref: MemberRef, options: RuleOptions = {}): Promise<VisibleMember[]> {
    const hydration = await hydrate(this.sources, viewer, ref);
    return applyRules(viewer, hydration, this.deps.clock.now(), options);
  }

  /** One member the client named by hid, or undefined where the viewer may not see them (a 404 to the caller). */
  async one(viewer: MemberViewer, hid: string, options: RuleOptions = {}): Promise<VisibleMember | undefined> {
    const [member] = await this.page(viewer, { hids: [hid] }, options);
    return member;
  }

  /**
   * The member the viewer addresses by hid (a message), by the rules of every read but without
   * hydrating a view: their account as stored and whether the viewer blocked them, in two reads;
   * undefined where `one` would find nobody either (no such hid, the viewer, not active, or one
   * who blocked the viewer), a 404 to the caller.
   */
  async addressable(viewer: MemberViewer, hid: string): Promise<{ account: AccountRow; blockedByViewer: boolean } | undefined> {
    const [row] = await this.sources.accounts.findManyByHids([hid]);
    if (!row) return undefined;
    const account = { ...row, id: Number(row.id) };
    const blocks = await this.sources.blocks.blocksBetween(viewer.id, [account.id]);
    if (!isAddressable(viewer, account, blocks)) return undefined;
    return { account, blockedByViewer: blocks.blockedByViewer.has(account.id) };
  }

  /**
   * The profiles the viewer opens by hid (spec 1 §6, spec 2 §3): the full user record of each
   * member the viewer may see, a stub for one blocked either way or not active, in the order
   * named; no entry for the viewer themself or a hid nobody has. Built here rather than by the
   * caller, so the users module, which the pipeline depends on, needs nothing of it.
   */
  async profiles(viewer: MemberViewer, hids: readonly string[], webp: boolean): Promise<MemberProfile[]> {
    const hydration = await hydrate(this.sources, viewer, { hids });
    const urls = this.photoUrls(webp);
    return profileRules(viewer, hydration, this.deps.clock.now()).map((entry) => ('member' in entry ? memberRecordOf(entry.member, urls) : memberStubOf(entry.hid, entry.stub)));
  }

  /** The photo URLs of this request's views, WebP where the browser takes it. */
  photoUrls(webp: boolean): MemberPhotoUrls {
    return new MemberPhotoUrls(this.deps.mediaUrls, webp);
  }
}
