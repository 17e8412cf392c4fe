import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../shared/routing/index.ts';
import type { HostedPopupProps } from '../../shared/overlays/popup-props.ts';
import { Popup } from '../../shared/ui/Popup.tsx';
import { pendingLeave } from './steps-leave.ts';

/** profile_steps_confirm_popup: asks to save or drop unsaved step answers (spec 1 §2). */
export function ProfileStepsConfirmPopup({ onClose, onAction }: HostedPopupProps) {
  const { t } = useTranslation('profile');
  const [saving, setSaving] = useState(false);
  const leave = pendingLeave();

  const save = async () => {
    onAction('save');
    setSaving(true);
    const saved = (await leave?.save()) ?? false;
    setSaving(false);
    if (saved) leave?.proceed();
    else leave?.stay();
    onClose();
  };
  const drop = () => {
    onAction('drop');
    leave?.proceed();
    onClose();
  };
  const stay = () => {
    leave?.stay();
    onClose();
  };

  return (
    <Popup
      title={t('stepsConfirm.title')}
      description={t('stepsConfirm.text')}
      onClose={stay}
      buttons={[
        { label: saving ? t('steps.saving') : t('stepsConfirm.save'), onClick: () => void save(), disabled: saving },
        { label: t('stepsConfirm.drop'), onClick: drop, disabled: saving },
      ]}
    />
  );
}

/** profile_steps_success_popup: after every profile step is answered (spec 1 §2). */
export function ProfileStepsSuccessPopup({ onClose, onAction }: HostedPopupProps) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const go = (action: string, to: string) => {
    onAction(action);
    onClose();
    void navigate(to);
  };
  return (
    <Popup
      title={t('stepsSuccess.title')}
      description={t('stepsSuccess.text')}
      onClose={onClose}
      buttons={[
        { label: t('stepsSuccess.preview'), onClick: () => go('preview', '/profile/preview') },
        { label: t('stepsSuccess.done'), onClick: () => go('done', '/profile/edit') },
      ]}
    />
  );
}

/** check_list_success_popup: the profile checklist is complete (spec 1 §2, spec 3 §2). */
export function ChecklistSuccessPopup({ onClose, onAction }: HostedPopupProps) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  return (
    <Popup
      title={t('checklistSuccess.title')}
      description={t('checklistSuccess.text')}
      onClose={onClose}
      buttons={[
        {
          label: t('checklistSuccess.preview'),
          onClick: () => {
            onAction('preview');
            onClose();
            void navigate('/profile/preview');
          },
        },
        { label: t('checklistSuccess.ok'), onClick: onClose },
      ]}
    />
  );
}
