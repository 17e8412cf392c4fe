import { SplitGroup, type Feature, type SplitBinding } from '@amora/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { AccountsService } from '../accounts/index.ts';
import { countryIsoOf } from '../geolocation/index.ts';
import { assignGroup, resolveFeatures, type Audience } from './assign.ts';
import type { FeaturesConfigStore, SplitConfig } from './config-file.ts';
import { splitBindingsRepo } from './repo.ts';

/** A logged-in member, as split assignment and flag resolution see them. */
export interface Member {
  accountId: number;
  hid: string;
}

/**
 * Feature flags and split bindings (spec 1 §3). A member's group is derived from their hid and
 * stored on first use, so a later change of the weights never moves anyone; a visitor is split
 * by device id and nothing is stored.
 */
export class FeaturesService {
  constructor(
    private readonly platform: Platform,
    private readonly accounts: AccountsService,
    private readonly store: FeaturesConfigStore,
  ) {}

  features(audience: Audience): Feature[] {
    return resolveFeatures(this.store.get(), audience);
  }

  /**
   * Regulation flags follow where the member lives: the profile's country when known, else the
   * request's country.
   */
  async audienceOf(member: Member | undefined, brandId: number, requestCountry: string): Promise<Audience> {
    if (!member) return { brandId, country: requestCountry };
    const profile = await this.accounts.findProfile(member.accountId);
    return { brandId, country: countryIsoOf(profile?.country_id) ?? requestCountry };
  }

  /** Every configured split, for an init call that names none. */
  configuredSplitHids(): string[] {
    return this.store.get().splits.map((s) => s.hid);
  }

  /** The member's group per split: the stored one, else assigned now and stored; -1 for unknown splits. */
  async bindMember(member: Member, splitHids: readonly string[]): Promise<SplitBinding[]> {
    const hids = [...new Set(splitHids)];
    const splits = this.splitsByHid();
    const stored = await splitBindingsRepo.find(this.platform.db, member.accountId, hids);
    const fresh = hids
      .filter((hid) => !stored.has(hid) && splits.has(hid))
      .map((hid) => ({ splitHid: hid, splitGroup: assignGroup(splits.get(hid)!, member.hid) }));
    if (fresh.length) {
      await splitBindingsRepo.insertMissing(this.platform.db, member.accountId, fresh, this.platform.clock.now());
      // A concurrent call may have stored its own rows first: what is stored is the answer.
      const written = await splitBindingsRepo.find(
        this.platform.db,
        member.accountId,
        fresh.map((b) => b.splitHid),
      );
      for (const [hid, group] of written) stored.set(hid, group);
    }
    return hids.map((hid) => ({ splitHid: hid, splitGroup: stored.get(hid) ?? SplitGroup.unspecified }));
  }

  /** A visitor's groups from the device id, not stored; without a device id every group is unspecified. */
  bindVisitor(deviceId: string | undefined, splitHids: readonly string[]): SplitBinding[] {
    const splits = this.splitsByHid();
    return [...new Set(splitHids)].map((hid) => {
      const split = splits.get(hid);
      const group = split && deviceId ? assignGroup(split, `device:${deviceId}`) : SplitGroup.unspecified;
      return { splitHid: hid, splitGroup: group };
    });
  }

  private splitsByHid(): Map<string, SplitConfig> {
    return new Map(this.store.get().splits.map((s) => [s.hid, s]));
  }
}
