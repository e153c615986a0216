import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { required } from '../../../components/field-checks';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { Alert, Alerts } from '../../../components/public/alert';
import { SubmitButton } from '../../../components/public/submit-button';
import { TextField } from '../../../components/public/text-field';
import { useCheckedForm } from '../../../components/public/use-checked-form';
import { paths } from '../../../config/paths';
import { failureTexts } from '../../../platform/api-error';
import { appSettings } from '../../../platform/app-settings';
import { currentLanguage } from '../../../platform/i18n';
import { displayMaintenanceEnd, useMaintenanceStatus } from '../../../platform/maintenance-status';
import { isSessionExpiredFlagSet, isSignedIn, startSession } from '../../../platform/session';
import { type TokenRequest, useRequestToken } from '../api/request-token';
import { wantedPath } from '../wanted-path';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useRequestToken();
  const maintenance = useMaintenanceStatus().data;
  // Both read on arrival only: the flag stays until a successful login, and the warning with it;
  // and the sign-in below starts a session without this page redirecting home over its own
  // navigation to the page the user asked for.
  const [sessionExpired] = useState(isSessionExpiredFlagSet);
  const [signedInOnArrival] = useState(isSignedIn);
  const form = useCheckedForm<TokenRequest>(
    { username: '', password: '' },
    { username: [required(t)], password: [required(t)] },
  );

  if (signedInOnArrival) return <Navigate to={paths.home.href()} replace />;

  const submit = (values: TokenRequest) => {
    signIn.mutate(values, {
      onSuccess: ({ access_token }) => {
        startSession(access_token);
        navigate(wantedPath(location.state), { replace: true });
      },
    });
  };

  const errors = signIn.isError ? failureTexts(signIn.error, (key) => t(key)) : [];

  return (
    <PublicLayout title={t('login.title')}>
      <Alerts failures={errors}>
        {sessionExpired && <Alert kind="warning" text={t('login.sessionExpiredWarning')} />}
        {maintenance?.active && maintenance.expectedEnd && (
          <Alert
            kind="warning"
            text={`${t('maintenance.loginNotice', {
              when: displayMaintenanceEnd(maintenance.expectedEnd, currentLanguage()),
            })} ${maintenance.message ?? ''}`}
          />
        )}
      </Alerts>

      <form name="login" className="pub-form pub-large" noValidate onSubmit={form.onSubmit(submit)}>
        <TextField
          {...form.field('username')}
          label={t('login.username')}
          icon={<UserOutlined aria-hidden />}
          autoComplete="username"
          autoFocus
        />
        <TextField
          {...form.field('password')}
          label={t('login.password')}
          type="password"
          icon={<LockOutlined aria-hidden />}
          autoComplete="current-password"
        />
        <div style={{ marginTop: 8 }}>
          <SubmitButton busy={signIn.isPending}>{t('login.submit')}</SubmitButton>
        </div>
      </form>

      <div className="pub-links">
        <Link to={paths.forgotPassword.href()}>{t('login.forgotPassword')}</Link>
        <Link to={paths.firstAccess.href()}>{t('login.requestAccess')}</Link>
        {appSettings().mailOutbox && (
          <Link to={paths.mailOutbox.href()} className="pub-small">
            {t('login.mailOutbox')}
          </Link>
        )}
      </div>
    </PublicLayout>
  );
}
