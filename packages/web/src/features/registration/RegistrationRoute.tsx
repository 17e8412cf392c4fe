import { Navigate, useParams } from '../../shared/routing/index.ts';
import { Splash } from '../../shared/ui/Splash.tsx';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { RegistrationFlow } from './RegistrationFlow.tsx';
import type { Flow } from './steps.ts';
import { useRegistrationStart } from './use-registration-start.ts';

/** `/registration/email`, `/registration/facebook` (social flow 1), `/registration/google` (flow 2). */
const FLOW_PATHS: Readonly<Record<string, Flow>> = { email: 'email', facebook: 'social1', google: 'social2' };

/** The registration chunk's entry: the flow from the path, started, then the funnel. */
export default function RegistrationRoute() {
  const brand = useBrand();
  const flow = FLOW_PATHS[useParams()['*'] ?? ''] ?? 'default';
  const outcome = useRegistrationStart(flow, brand.id);
  if (outcome.kind === 'noTraffic') return <Navigate to="/" replace />;
  if (outcome.kind === 'loading') return <Splash />;
  return <RegistrationFlow start={outcome.start} traffic={outcome.traffic} geolocation={outcome.geolocation} registrationToken={outcome.registrationToken} social={outcome.social} socialPhotos={outcome.socialPhotos} />;
}
