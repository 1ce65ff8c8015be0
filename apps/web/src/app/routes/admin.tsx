import { AdminApp } from '@/features/admin/routes/admin-app';
import { EnrolFirstFactor } from '@/features/security/components/enrol-first-factor';
import { SecurityPanel } from '@/features/security/components/security-panel';
import { SignInSecondStep } from '@/features/security/components/sign-in-second-step';
import { useStepUp } from '@/features/security/components/step-up-dialog';
import { LanguageList } from '../layout/language-list';

/**
 * /admin/*: the operator console, with the storefront's language switch and the security
 * feature's second factors (sign-in, enrolment, the Security screen, step-up).
 */
export function AdminRoute() {
  const { requestStepUp, dialog } = useStepUp();
  return (
    <>
      <AdminApp
        languageSwitch={<LanguageList compact />}
        security={{
          secondStep: (props) => <SignInSecondStep {...props} />,
          enrol: (props) => <EnrolFirstFactor {...props} />,
          screen: () => <SecurityPanel />,
          requestStepUp,
        }}
      />
      {dialog}
    </>
  );
}
