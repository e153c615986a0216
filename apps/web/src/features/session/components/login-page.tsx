import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { paths } from '../../../config/paths';
import { failureTexts } from '../../../platform/api-error';
import { appSettings } from '../../../platform/app-settings';
import { isSessionExpiredFlagSet, isSignedIn, startSession } from '../../../platform/session';
import { type TokenRequest, useRequestToken } from '../api/request-token';
import { wantedPath } from '../wanted-path';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useRequestToken();
  // Both read on arrival only: the flag stays until a successful login, and the warning with it;
  // and the sign-in below starts a session without this page redirecting home over its own
  // navigation to the page the user asked for.
  const [sessionExpired] = useState(isSessionExpiredFlagSet);
  const [signedInOnArrival] = useState(isSignedIn);

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
  const required = [{ required: true, whitespace: true, message: t('errors.required') }];

  return (
    <PublicLayout title={t('login.title')}>
      <Flex vertical gap={12} style={{ marginBottom: errors.length > 0 || sessionExpired ? 20 : 0 }}>
        {sessionExpired && <Alert type="warning" showIcon title={t('login.sessionExpiredWarning')} />}
        {errors.map((text) => (
          <Alert key={text} type="error" showIcon title={text} />
        ))}
      </Flex>

      <Form<TokenRequest> name="login" layout="vertical" requiredMark={false} onFinish={submit} size="large">
        <Form.Item label={t('login.username')} name="username" rules={required}>
          <Input prefix={<UserOutlined aria-hidden />} autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item label={t('login.password')} name="password" rules={required}>
          <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" />
        </Form.Item>
        <Form.Item style={{ marginBottom: 0, marginTop: 8 }}>
          <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
            {t('login.submit')}
          </Button>
        </Form.Item>
      </Form>

      <Flex vertical align="center" gap={8} style={{ marginTop: 20 }}>
        <Link to={paths.forgotPassword.href()}>{t('login.forgotPassword')}</Link>
        <Link to={paths.firstAccess.href()}>{t('login.requestAccess')}</Link>
        {appSettings().mailOutbox && (
          <Link to={paths.mailOutbox.href()} style={{ fontSize: 12 }}>
            {t('login.mailOutbox')}
          </Link>
        )}
      </Flex>
    </PublicLayout>
  );
}
