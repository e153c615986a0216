import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requiredRule } from '../../../components/form-rules';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { paths } from '../../../config/paths';
import { failureTexts } from '../../../platform/api-error';
import { appSettings } from '../../../platform/app-settings';
import { useRequestPasswordReset } from '../api/password-reset';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const reset = useRequestPasswordReset();
  const sentText = reset.data?.mensagens.find((message) => message.tipo === 'SUCESSO')?.texto;
  const errors = reset.isError ? failureTexts(reset.error, (key) => t(key)) : [];

  return (
    <PublicLayout title={t('forgotPassword.title')}>
      {sentText ? (
        <Alert type="success" showIcon title={sentText} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('forgotPassword.instructions')}</Typography.Paragraph>
          {errors.map((text) => (
            <Alert key={text} type="error" showIcon title={text} style={{ marginBottom: 16 }} />
          ))}
          <Form<{ loginOuEmail: string }>
            layout="vertical"
            requiredMark={false}
            size="large"
            onFinish={(values) => reset.mutate({ loginOuEmail: values.loginOuEmail.trim() })}
          >
            <Form.Item label={t('forgotPassword.loginOrEmail')} name="loginOuEmail" rules={[requiredRule(t)]}>
              <Input
                prefix={<MailOutlined aria-hidden />}
                autoComplete="username"
                autoFocus
                maxLength={254}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={reset.isPending}>
              {t('forgotPassword.submit')}
            </Button>
          </Form>
        </>
      )}
      <Flex vertical align="center" gap={8} style={{ marginTop: 20 }}>
        <Link to={paths.login.href()}>{t('common.backToLogin')}</Link>
        {sentText && appSettings().mailOutbox && (
          <Link to={paths.mailOutbox.href()} style={{ fontSize: 12 }}>
            {t('login.mailOutbox')}
          </Link>
        )}
      </Flex>
    </PublicLayout>
  );
}
