import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { required } from '../../../components/field-checks';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { Alert, Alerts } from '../../../components/public/alert';
import { SubmitButton } from '../../../components/public/submit-button';
import { TextField } from '../../../components/public/text-field';
import { useCheckedForm } from '../../../components/public/use-checked-form';
import { paths } from '../../../config/paths';
import { failureTexts } from '../../../platform/api-error';
import { appSettings } from '../../../platform/app-settings';
import { useRequestPasswordReset } from '../api/password-reset';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const reset = useRequestPasswordReset();
  const form = useCheckedForm({ loginOrEmail: '' }, { loginOrEmail: [required(t)] });
  const sentText = reset.data?.messages.find((message) => message.kind === 'SUCESSO')?.text;
  const errors = reset.isError ? failureTexts(reset.error, (key) => t(key)) : [];

  return (
    <PublicLayout title={t('forgotPassword.title')}>
      {sentText ? (
        <Alert kind="success" text={sentText} />
      ) : (
        <>
          <p className="pub-paragraph">{t('forgotPassword.instructions')}</p>
          <Alerts failures={errors} />
          <form
            className="pub-form pub-large"
            noValidate
            onSubmit={form.onSubmit((values) => reset.mutate({ loginOrEmail: values.loginOrEmail.trim() }))}
          >
            <TextField
              {...form.field('loginOrEmail')}
              label={t('forgotPassword.loginOrEmail')}
              icon={<MailOutlined aria-hidden />}
              autoComplete="username"
              autoFocus
              maxLength={254}
            />
            <SubmitButton busy={reset.isPending}>{t('forgotPassword.submit')}</SubmitButton>
          </form>
        </>
      )}
      <div className="pub-links">
        <Link to={paths.login.href()}>{t('common.backToLogin')}</Link>
        {sentText && appSettings().mailOutbox && (
          <Link to={paths.mailOutbox.href()} className="pub-small">
            {t('login.mailOutbox')}
          </Link>
        )}
      </div>
    </PublicLayout>
  );
}
