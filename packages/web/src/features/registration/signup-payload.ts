import type { Traffic } from '../../shared/traffic/traffic.ts';
import type { RegistrationData } from './registration-data.ts';

const PROFILE_FIELD_NAMES = ['marital_status', 'children', 'education', 'position', 'religion', 'conversation_prompt'] as const;

/** The sign-up payload of spec 1 §3: data at top level, profile attributes in profile_fields. */
export interface SignupPayload extends Omit<RegistrationData, (typeof PROFILE_FIELD_NAMES)[number]> {
  profile_fields: Partial<Record<(typeof PROFILE_FIELD_NAMES)[number], number>>;
  traffic_direction: string;
  traffic_channel: string;
  traffic_subchannel: string;
  user_uid: string | null;
  funnel_id: string | null;
  last_landing_visit: number;
  traffic_save_params: string;
  product_id: number;
  registration_token?: string;
  social_provider_id?: number;
  social_token?: string;
}

export function buildSignupPayload(data: RegistrationData, traffic: Traffic, productId: number, registrationToken: string | null): SignupPayload {
  const topLevel: Record<string, unknown> = { ...data };
  const profileFields: SignupPayload['profile_fields'] = {};
  for (const name of PROFILE_FIELD_NAMES) {
    const value = data[name];
    delete topLevel[name];
    if (value !== undefined) profileFields[name] = value;
  }
  return {
    ...(topLevel as Omit<RegistrationData, (typeof PROFILE_FIELD_NAMES)[number]>),
    profile_fields: profileFields,
    traffic_direction: traffic.direction,
    traffic_channel: traffic.channel,
    traffic_subchannel: traffic.subchannel,
    user_uid: traffic.uid ?? null,
    funnel_id: traffic.funnelId ?? null,
    last_landing_visit: traffic.lastLandingVisit,
    traffic_save_params: traffic.saveParams,
    product_id: productId,
    ...(registrationToken ? { registration_token: registrationToken } : {}),
  };
}
