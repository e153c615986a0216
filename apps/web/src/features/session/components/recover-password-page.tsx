import { LockOutlined } from '@ant-design/icons';
import { PASSWORD_MAX_LENGTH } from '@trade-terms/domain/password-policy';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { required } from '../../../components/field-checks';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { confirming, passwordNotTooLong, strongPassword } from '../../../components/password-checks';
import { Alert, Alerts } from '../../../components/public/alert';
import { SubmitButton } from '../../../components/public/submit-button';
import { TextField } from '../../../components/public/text-field';
import { useCheckedForm } from '../../../components/public/use-checked-form';
import { paths } from '../../../config/paths';
import { failureTexts } from '../../../platform/api-error';
import { useCompletePasswordReset } from '../api/password-reset';

/** Opened from the mailed link: sets a new password (or the first one) under the policy. */
export function RecoverPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const complete = useCompletePasswordReset();
  const form = useCheckedForm(
    { password: '', confirmation: '' },
    {
      password: [required(t), passwordNotTooLong(t), strongPassword(t)],
      confirmation: [required(t), passwordNotTooLong(t), confirming(t, 'password')],
    },
  );
  const errors = complete.isError ? failureTexts(complete.error, (key) => t(key)) : [];
  const done = complete.isSuccess;
  const passwordField = {
    type: 'password' as const,
    icon: <LockOutlined aria-hidden />,
    autoComplete: 'new-password',
    maxLength: PASSWORD_MAX_LENGTH,
  };

  return (
    <PublicLayout title={t('recoverPassword.title')}>
      {done && <Alert kind="success" text={t('recoverPassword.done')} />}
      {!done && !token && <Alert kind="error" text={t('recoverPassword.missingToken')} />}
      {!done && token && (
        <>
          <p className="pub-paragraph">{t('password.strong-password-did-not-match')}</p>
          <Alerts failures={errors} />
          <form
            className="pub-form pub-large"
            noValidate
            onSubmit={form.onSubmit((values) => complete.mutate({ token, password: values.password }))}
          >
            <TextField
              {...form.field('password')}
              {...passwordField}
              label={t('recoverPassword.newPassword')}
              autoFocus
            />
            <TextField
              {...form.field('confirmation')}
              {...passwordField}
              label={t('recoverPassword.confirmation')}
            />
            <SubmitButton busy={complete.isPending}>{t('recoverPassword.submit')}</SubmitButton>
          </form>
        </>
      )}
      <div className="pub-links">
        <Link to={paths.login.href()}>{t('common.backToLogin')}</Link>
      </div>
    </PublicLayout>
  );
}
