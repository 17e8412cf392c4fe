import { BirthdayStep } from './steps/BirthdayStep.tsx';
import { ChoiceStep } from './steps/ChoiceStep.tsx';
import { EmailStep } from './steps/EmailStep.tsx';
import { GenderStep } from './steps/GenderStep.tsx';
import { HeightStep, SearchAgeStep } from './steps/RangeSteps.tsx';
import { LocationStep } from './steps/LocationStep.tsx';
import { NameStep } from './steps/NameStep.tsx';
import { PasswordStep } from './steps/PasswordStep.tsx';
import { PhotoStep } from './steps/PhotoStep.tsx';
import type { StepBodyProps } from './step-props.ts';

/** The body of a step by its id; the profile-attribute steps share the vocabulary-driven choice. */
export function StepBody(props: StepBodyProps) {
  switch (props.step.id) {
    case 'gender':
      return <GenderStep {...props} />;
    case 'name':
      return <NameStep {...props} />;
    case 'birthday':
      return <BirthdayStep {...props} />;
    case 'height':
      return <HeightStep {...props} />;
    case 'searchAge':
      return <SearchAgeStep {...props} />;
    case 'location':
      return <LocationStep {...props} />;
    case 'email':
      return <EmailStep {...props} />;
    case 'password':
      return <PasswordStep {...props} />;
    case 'uploadPhoto':
      return <PhotoStep {...props} />;
    default:
      return <ChoiceStep {...props} />;
  }
}
