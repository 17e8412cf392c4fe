import { hasValue, type RegistrationData } from './registration-data.ts';
import type { FieldName, Step } from './steps.ts';
import { birthdayError, emailError, MAX_INTERESTS, nameError, passwordError } from './validation.ts';

/** Errors (field → translation key) that keep the member on `step`; empty when it may go on. */
export function validateStep(step: Step, data: RegistrationData, today: Date): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  switch (step.id) {
    case 'name': {
      const error = nameError(data.name ?? '');
      if (error) errors.name = error;
      break;
    }
    case 'birthday': {
      const error = birthdayError(data.birthday, today);
      if (error) errors.birthday = error;
      break;
    }
    case 'email': {
      const error = emailError(data.email ?? '');
      if (error) errors.email = error;
      break;
    }
    case 'password': {
      const error = passwordError(data.password ?? '');
      if (error) errors.password = error;
      break;
    }
    case 'interests':
      if (!hasValue(data.interests)) errors.interests = 'errors.chooseOne';
      else if (data.interests!.length > MAX_INTERESTS) errors.interests = 'errors.tooManyInterests';
      break;
    case 'uploadPhoto':
      if (!hasValue(data.photos)) errors.photos = 'errors.addPhoto';
      break;
    case 'location':
      if (!hasValue(data.city_id)) errors.city_id = 'errors.chooseCity';
      break;
    case 'searchAge':
      if ((data.search_age_from ?? 0) > (data.search_age_to ?? 0)) errors.search_age_from = 'errors.ageRange';
      break;
    default:
      for (const field of step.fields) if (!hasValue(data[field])) errors[field] = 'errors.chooseOne';
  }
  return errors;
}
