import { type ConsentPolicyInfo, type MemberConsent, type MemberConsentBody } from '@amora/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { AccountsService } from '../accounts/index.ts';
import { GeolocationService } from '../geolocation/index.ts';
import { consentPolicyFor } from './policy.ts';
import { consentRepo } from './repo.ts';

const NOT_CONFIGURED: MemberConsent = {
  configured: false,
  necessary: true,
  functional: false,
  performance: false,
  advertising: false,
  policy: null,
  updated_at: null,
};

/** Cookie consent: the popup a visitor gets, and a member's stored choice (spec 1 §3, §4). */
export class ConsentService {
  private readonly geolocation: GeolocationService;

  constructor(
    private readonly platform: Platform,
    private readonly accounts: AccountsService,
  ) {
    this.geolocation = new GeolocationService(platform.config.defaultCountry);
  }

  async policy(ip: string, accountId: number | null): Promise<ConsentPolicyInfo> {
    const country = this.geolocation.countryOf(ip);
    const usState = country === 'US' && accountId !== null ? await this.memberUsState(accountId) : null;
    return { policy: consentPolicyFor(country, usState), country };
  }

  async get(accountId: number): Promise<MemberConsent> {
    const row = await consentRepo.find(this.platform.db, accountId);
    if (!row) return NOT_CONFIGURED;
    return {
      configured: true,
      necessary: true,
      functional: row.functional === 1,
      performance: row.performance === 1,
      advertising: row.advertising === 1,
      policy: row.policy,
      updated_at: Math.floor(Number(row.updated_at) / 1000),
    };
  }

  async save(accountId: number, consent: MemberConsentBody): Promise<MemberConsent> {
    await consentRepo.save(this.platform.db, accountId, consent, this.platform.clock.now());
    return this.get(accountId);
  }

  /** The state of the member's profile city ('CA' for US.CA), when it is in the United States. */
  private async memberUsState(accountId: number): Promise<string | null> {
    const cityId = (await this.accounts.findProfile(accountId))?.city_id;
    if (cityId == null) return null;
    try {
      const id = this.geolocation.subdivisionId(cityId) ?? '';
      return id.startsWith('US.') ? id.slice(3) : null;
    } catch {
      // A city the index no longer knows says nothing about the state.
      return null;
    }
  }
}
