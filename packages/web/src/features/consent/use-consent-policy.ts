import { useSelector } from 'react-redux';
import { FeatureFlag, type ConsentPolicy } from '@amora/contracts';
import { selectAuthStatus, type SessionState } from '../../app/session/session-slice.ts';
import { useGetConsentPolicyQuery } from './consent-api.ts';

const selectCompliance = (state: { session: SessionState }) =>
  state.session.features.some((feature) => feature.hid === FeatureFlag.compliance && feature.variant === 'on');

/**
 * The popup for this visitor (DESIGN.md §13 "Region rules"): the server's answer for the region,
 * strict where the `compliance` flag is on. Null while asking, when `skip`, or when the region
 * cannot be asked: then no popup opens and nothing optional is allowed — the lawful default
 * everywhere — until the next visit asks again.
 */
export function useConsentPolicy({ skip = false }: { skip?: boolean } = {}): ConsentPolicy | null {
  const member = useSelector(selectAuthStatus) === 'loggedIn';
  const compliance = useSelector(selectCompliance);
  const { data } = useGetConsentPolicyQuery({ member }, { skip });
  if (skip || !data) return null;
  return compliance && data.policy === 'simple' ? 'strict' : data.policy;
}
