import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import type { SocialProviderName } from '@amora/contracts';
import { Link, useLocation, useNavigate } from '../../shared/routing/index.ts';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { AppDispatch } from '../../api/dispatch.ts';
import type { ApiError } from '../../api/base-query.ts';
import { useTrackFunnelStepMutation } from '../../api/tracking.ts';
import { useSessionContext } from '../../app/session/session-context.ts';
import { completeLogin } from '../../app/session/complete-login.ts';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { Splash } from '../../shared/ui/Splash.tsx';
import { StatusScreen } from '../../shared/ui/StatusScreen.tsx';
import type { Geolocation } from '../../api/geolocation.ts';
import { markPaywallPending } from '../../shared/signup/paywall-pending.ts';
import type { Traffic } from '../../shared/traffic/traffic.ts';
import { registrationApi } from './api.ts';
import { useDraftSaver } from './draft-saver.ts';
import { clearRegistration, saveRegistration } from './persistence.ts';
import { clearSocialPrefill, type SocialPhotoImport, type SocialSignup } from './social-prefill.ts';
import type { RegistrationData } from './registration-data.ts';
import {
  firstIncompleteMandatory,
  initialRegistrationState,
  needsPasswordAgain,
  registrationActions,
  registrationReducer,
  visibleSteps,
  type StartPayload,
} from './registration-slice.ts';
import { routeSignupFailure } from './signup-failure.ts';
import { buildSignupPayload } from './signup-payload.ts';
import { StepScreen } from './StepScreen.tsx';
import { stepByHash, type FieldName, type StepId } from './steps.ts';

export interface RegistrationFlowProps {
  start: StartPayload;
  traffic: Traffic;
  geolocation: Geolocation | null;
  registrationToken: string | null;
  /** Social flows: `social_provider_id` and `social_token` for the sign-up. */
  social?: SocialSignup | null;
  /** Facebook (flow 1): the provider's photos the photo step offers to import. */
  socialPhotos?: SocialPhotoImport | null;
}

/**
 * The registration funnel (spec 1 §4.3–4.6): one hash per step, next / previous / skip / skip
 * one, submit to the first incomplete mandatory step or the sign-up, and failure routing.
 */
export function RegistrationFlow({ start, traffic, geolocation, registrationToken, social = null, socialPhotos = null }: RegistrationFlowProps) {
  const { t } = useTranslation('registration');
  const brand = useBrand();
  const appDispatch = useDispatch<AppDispatch>();
  const sessionContext = useSessionContext();
  const navigate = useNavigate();
  const location = useLocation();
  const [state, dispatch] = useReducer(registrationReducer, initialRegistrationState, (initial) => {
    const started = registrationReducer(initial, registrationActions.started(start));
    const fromHash = stepByHash(location.hash);
    return fromHash ? registrationReducer(started, registrationActions.wentTo(fromHash)) : started;
  });
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [trackStep] = useTrackFunnelStepMutation();
  const draft = useDraftSaver(registrationToken, traffic, brand.id);

  const steps = visibleSteps(state);
  const current = state.current ? state.steps[state.current] : undefined;
  const index = steps.findIndex((step) => step.id === state.current);

  // The hash follows the current step, and the browser's back and forward (a hash change while
  // the step stayed put) move to the step the hash names.
  const synced = useRef<{ id: StepId | null; hash: string } | null>(null);
  const { current: currentId, steps: stepMap } = state;
  useEffect(() => {
    const previous = synced.current;
    const fromHash = stepByHash(location.hash);
    const browserMoved = previous !== null && location.hash !== previous.hash && currentId === previous.id;
    if (browserMoved && fromHash && fromHash !== currentId && stepMap[fromHash] && !stepMap[fromHash].isDisabled) {
      synced.current = { id: fromHash, hash: location.hash };
      dispatch(registrationActions.wentTo(fromHash));
      return;
    }
    const wanted = currentId ? `#${stepMap[currentId]!.hash}` : location.hash;
    if (location.hash !== wanted) void navigate({ search: location.search, hash: wanted }, { replace: previous === null });
    synced.current = { id: currentId, hash: location.hash };
  }, [currentId, stepMap, location.hash, location.search, navigate]);

  // Saved as the step renders, not a frame later: a reload right after an answer keeps it.
  useLayoutEffect(() => saveRegistration(state), [state]);

  // Funnel view of every step shown (spec 1 §7).
  useEffect(() => {
    if (!current) return;
    void trackStep({
      uid: traffic.uid ?? null,
      funnel_id: traffic.funnelId ?? null,
      event_name: 'view',
      step_name: current.funnelName,
      step_number: index + 1,
      step_count: state.stepCount,
      step_type: 0,
    });
    // Tracked once per step shown, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current?.id]);

  const submit = useCallback(
    async (data: RegistrationData, flowSteps: readonly StepId[], onReload: 'reload' | 'stay' = 'reload') => {
      setSubmitting(true);
      setSubmitError(null);
      const payload = { ...buildSignupPayload(data, traffic, brand.id, draft.token()), ...social };
      const outcome = await appDispatch(registrationApi.endpoints.signup.initiate(payload))
        .unwrap()
        .then((result) => ({ ok: true as const, result }))
        .catch((error: ApiError) => ({ ok: false as const, error }));
      setSubmitting(false);
      if (outcome.ok) {
        clearRegistration();
        clearSocialPrefill();
        draft.forget();
        const { result } = outcome;
        const { accessToken, refreshToken } = result;
        if (accessToken && refreshToken) {
          if (result.showPaywall) markPaywallPending();
          await completeLogin(sessionContext, { accessToken, refreshToken });
          return;
        }
        void navigate('/sign/done', { state: { email: data.email } });
        return;
      }
      const { error } = outcome;
      if (typeof error.code !== 'number') {
        setSubmitError('errors.network');
        return;
      }
      const message = 'message' in error ? error.message : '';
      const route = routeSignupFailure(error.code, message, flowSteps);
      if (route.kind === 'step') dispatch(registrationActions.failed({ stepId: route.stepId, errors: route.errors }));
      else if (onReload === 'stay') setSubmitError('errors.signupFailed');
      else window.location.assign('/registration');
    },
    [appDispatch, brand.id, draft, navigate, sessionContext, social, traffic],
  );

  /**
   * Next, skip or skip one; past the last step, submit (spec 1 §4.4): the first incomplete
   * mandatory step if there is one, else the sign-up. A password lost to a reload (it is never
   * stored) is asked again first, on its step, which then signs up itself.
   */
  const advance = useCallback(
    (action: ReturnType<typeof registrationActions.next | typeof registrationActions.skip | typeof registrationActions.skipOne>) => {
      const after = registrationReducer(state, action);
      dispatch(action);
      if (after.current !== state.current) {
        void draft.save(after.data);
        return;
      }
      const open = firstIncompleteMandatory(after);
      if (open) dispatch(registrationActions.wentTo(open));
      else if (needsPasswordAgain(after)) dispatch(registrationActions.passwordNeeded());
      else void submit(after.data, after.order);
    },
    [draft, state, submit],
  );

  /** Social click (spec 1 §7): the answers so far are saved, then the provider; they come back with the visitor. */
  const startSocial = useCallback(
    async (provider: SocialProviderName) => {
      await draft.save(state.data);
      window.location.assign(`/apis/social/v1/${provider}/start`);
    },
    [draft, state.data],
  );

  // Every step already answered (a saved registration and a social identity together): nothing
  // to ask, so the sign-up goes at once. A failure that names no step stays here with a retry,
  // since reloading would only come back to this same point.
  const nothingToAsk = !current;
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (!nothingToAsk || autoSubmitted.current) return;
    autoSubmitted.current = true;
    void submit(state.data, state.order, 'stay');
  }, [nothingToAsk, state.data, state.order, submit]);

  if (!current) {
    if (!submitError || submitting) return <Splash />;
    return (
      <StatusScreen
        title={t('finishing.title')}
        actions={
          <>
            <button type="button" className={buttonClass('primary', { block: true })} onClick={() => void submit(state.data, state.order, 'stay')}>
              {t('retry')}
            </button>
            <Link to="/" className={buttonClass('ghost', { block: true })}>
              {t('social.home')}
            </Link>
          </>
        }
      >
        <p role="alert">{t(submitError)}</p>
      </StatusScreen>
    );
  }
  return (
    <StepScreen
      step={current}
      stepNumber={index + 1}
      stepCount={state.stepCount}
      data={state.data}
      errors={state.errors}
      geolocation={geolocation}
      funnelId={traffic.funnelId ?? null}
      productId={brand.id}
      socialPhotos={socialPhotos}
      submitting={submitting}
      submitError={submitError ? t(submitError) : null}
      canSkipOne={current.canSkipOneStep && !state.skipOneUsed}
      finishes={state.passwordAgain && current.id === 'password'}
      notice={state.passwordAgain && current.id === 'password' ? t('password.again') : null}
      photoPreview={state.photoPreview}
      onPhotosAdded={(photos, imported) => dispatch(registrationActions.photosAdded({ photos, imported }))}
      onPhotoLost={() => dispatch(registrationActions.photoLost())}
      onSocialStart={social ? undefined : startSocial}
      onChange={(patch) => dispatch(registrationActions.fieldsChanged(patch))}
      onErrors={(errors: Partial<Record<FieldName, string>>) => dispatch(registrationActions.fieldErrors(errors))}
      onNext={() => advance(registrationActions.next())}
      onBack={index > 0 ? () => dispatch(registrationActions.previous()) : () => void navigate('/')}
      onSkip={() => advance(registrationActions.skip())}
      onSkipOne={() => advance(registrationActions.skipOne())}
    />
  );
}
