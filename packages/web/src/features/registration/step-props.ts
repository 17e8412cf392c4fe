import type { SocialProviderName } from '@amora/contracts';
import type { Geolocation } from './api.ts';
import type { RegistrationData } from './registration-data.ts';
import type { SocialPhotoImport } from './social-prefill.ts';
import type { FieldName, Step } from './steps.ts';

/** What every step body gets from the screen around it. */
export interface StepBodyProps {
  step: Step;
  data: RegistrationData;
  errors: Partial<Record<FieldName, string>>;
  geolocation: Geolocation | null;
  funnelId: string | null;
  productId: number;
  /** Facebook (flow 1): the provider's photos the photo step offers to import. */
  socialPhotos?: SocialPhotoImport | null;
  /** The e-mail step's "continue with" buttons: save the answers, go to the provider. */
  onSocialStart?: (provider: SocialProviderName) => Promise<void>;
  onChange: (patch: RegistrationData) => void;
  onErrors: (errors: Partial<Record<FieldName, string>>) => void;
  /** A check the step runs before going on (server name / e-mail checks); false stays. */
  setBeforeNext: (check: (() => Promise<boolean>) | null) => void;
}
