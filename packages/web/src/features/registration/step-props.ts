import type { SocialProviderName } from '@amora/contracts';
import type { Geolocation } from '../../api/geolocation.ts';
import type { RegistrationData } from './registration-data.ts';
import type { SocialPhotoImport } from './social-prefill.ts';
import type { AddedPhoto, PhotoPreview } from './registration-slice.ts';
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
  /** The photo step: the kept preview of `data.photos` (shown again after a reload). */
  photoPreview: PhotoPreview | null;
  /** The photo step: photos uploaded or imported, each with the preview URL the server answered. */
  onPhotosAdded: (photos: AddedPhoto[], imported: boolean) => void;
  /** The photo step: the kept preview no longer loads, so the photo is gone. */
  onPhotoLost: () => void;
  onChange: (patch: RegistrationData) => void;
  onErrors: (errors: Partial<Record<FieldName, string>>) => void;
  /** A check the step runs before going on (server name / e-mail checks); false stays. */
  setBeforeNext: (check: (() => Promise<boolean>) | null) => void;
}
