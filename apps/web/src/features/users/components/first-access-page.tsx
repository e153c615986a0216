import {
  JUSTIFICATION_MAX_LENGTH,
  LOGIN_PATTERN,
  type TAccessRequest,
} from '@trade-terms/domain/access-requests';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requiredRule } from '../../../components/form-rules';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { paths } from '../../../config/paths';
import { failureTexts } from '../../../platform/api-error';
import { useRequestAccess } from '../api/request-access';

/** The public first-access form: creates a user that waits for an administrator's approval. */
export function FirstAccessPage() {
  const { t } = useTranslation();
  const request = useRequestAccess();
  const errors = request.isError ? failureTexts(request.error, (key) => t(key)) : [];
  const required = requiredRule(t);

  return (
    <PublicLayout title={t('firstAccess.title')} width={520}>
      {request.isSuccess ? (
        <Alert type="success" showIcon title={t('firstAccess.sent')} />
      ) : (
        <>
          <Alert type="info" title={t('firstAccess.instructions')} style={{ marginBottom: 20 }} />
          {errors.map((text) => (
            <Alert key={text} type="error" showIcon title={text} style={{ marginBottom: 16 }} />
          ))}
          <Form<TAccessRequest>
            layout="vertical"
            requiredMark={false}
            onFinish={(values) =>
              request.mutate({
                name: values.name.trim(),
                email: values.email.trim(),
                login: values.login.trim(),
                justificativaAcesso: values.justificativaAcesso.trim(),
              })
            }
          >
            <Form.Item label={t('firstAccess.name')} name="name" rules={[required]}>
              <Input autoComplete="name" maxLength={200} autoFocus />
            </Form.Item>
            <Form.Item
              label={t('firstAccess.email')}
              name="email"
              rules={[required, { type: 'email', message: t('validation.invalidEmail') }]}
            >
              <Input autoComplete="email" maxLength={254} />
            </Form.Item>
            <Form.Item
              label={t('firstAccess.login')}
              name="login"
              extra={t('firstAccess.loginHint')}
              rules={[
                required,
                { min: 3, message: t('validation.tooShort', { minimum: 3 }) },
                { pattern: LOGIN_PATTERN, message: t('validation.invalidFormat') },
              ]}
            >
              <Input autoComplete="username" maxLength={100} />
            </Form.Item>
            <Form.Item label={t('firstAccess.justification')} name="justificativaAcesso" rules={[required]}>
              <Input.TextArea rows={4} maxLength={JUSTIFICATION_MAX_LENGTH} showCount />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={request.isPending}>
              {t('firstAccess.submit')}
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
