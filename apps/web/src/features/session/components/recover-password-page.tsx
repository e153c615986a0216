import { LockOutlined } from '@ant-design/icons';
import { PASSWORD_MAX_LENGTH } from '@trade-terms/domain/password-policy';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { confirmationRule, passwordFieldRules, strongPasswordRule } from '../../../components/form-rules';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { paths } from '../../../config/paths';
import { failureTexts } from '../../../platform/api-error';
import { useCompletePasswordReset } from '../api/password-reset';

interface RecoverPasswordValues {
  desSenha: string;
  confirmacao: string;
}

/** Opened from the mailed link: sets a new password (or the first one) under the policy. */
export function RecoverPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const complete = useCompletePasswordReset();
  const errors = complete.isError ? failureTexts(complete.error, (key) => t(key)) : [];
  const done = complete.isSuccess;

  return (
    <PublicLayout title={t('recoverPassword.title')}>
      {done && <Alert type="success" showIcon title={t('recoverPassword.done')} />}
      {!done && !token && <Alert type="error" showIcon title={t('recoverPassword.missingToken')} />}
      {!done && token && (
        <>
          <Typography.Paragraph type="secondary">
            {t('password.strong-password-did-not-match')}
          </Typography.Paragraph>
          {errors.map((text) => (
            <Alert key={text} type="error" showIcon title={text} style={{ marginBottom: 16 }} />
          ))}
          <Form<RecoverPasswordValues>
            layout="vertical"
            requiredMark={false}
            size="large"
            onFinish={(values) => complete.mutate({ token, desSenha: values.desSenha })}
          >
            <Form.Item
              label={t('recoverPassword.newPassword')}
              name="desSenha"
              rules={[...passwordFieldRules(t), strongPasswordRule(t)]}
            >
              <Input.Password
                prefix={<LockOutlined aria-hidden />}
                autoComplete="new-password"
                maxLength={PASSWORD_MAX_LENGTH}
                autoFocus
              />
            </Form.Item>
            <Form.Item
              label={t('recoverPassword.confirmation')}
              name="confirmacao"
              dependencies={['desSenha']}
              rules={[...passwordFieldRules(t), confirmationRule(t, 'desSenha')]}
            >
              <Input.Password
                prefix={<LockOutlined aria-hidden />}
                autoComplete="new-password"
                maxLength={PASSWORD_MAX_LENGTH}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={complete.isPending}>
              {t('recoverPassword.submit')}
            </Button>
          </Form>
        </>
      )}
      <Flex justify="center" style={{ marginTop: 20 }}>
        <Link to={paths.login.href()}>{t('common.backToLogin')}</Link>
      </Flex>
    </PublicLayout>
  );
}
