import {
  JUSTIFICATION_MAX_LENGTH,
  LOGIN_PATTERN,
  type TAccessRequest,
} from '@trade-terms/domain/access-requests';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { email, longerThan, matching, required } from '../../../components/field-checks';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { Alert, Alerts } from '../../../components/public/alert';
import { SubmitButton } from '../../../components/public/submit-button';
import { TextField } from '../../../components/public/text-field';
import { useCheckedForm } from '../../../components/public/use-checked-form';
import { paths } from '../../../config/paths';
import { failureTexts } from '../../../platform/api-error';
import { useRequestAccess } from '../api/request-access';

/** The public first-access form: creates a user that waits for an administrator's approval. */
export function FirstAccessPage() {
  const { t } = useTranslation();
  const request = useRequestAccess();
  const errors = request.isError ? failureTexts(request.error, (key) => t(key)) : [];
  const form = useCheckedForm<TAccessRequest>(
    { name: '', email: '', login: '', accessJustification: '' },
    {
      name: [required(t)],
      email: [required(t), email(t)],
      login: [required(t), longerThan(t, 3), matching(t, LOGIN_PATTERN)],
      accessJustification: [required(t)],
    },
  );

  return (
    <PublicLayout title={t('firstAccess.title')} width={520}>
      {request.isSuccess ? (
        <Alert kind="success" text={t('firstAccess.sent')} />
      ) : (
        <>
          <Alerts failures={errors}>
            <Alert kind="info" icon={false} text={t('firstAccess.instructions')} />
          </Alerts>
          <form
            className="pub-form"
            noValidate
            onSubmit={form.onSubmit((values) =>
              request.mutate({
                name: values.name.trim(),
                email: values.email.trim(),
                login: values.login.trim(),
                accessJustification: values.accessJustification.trim(),
              }),
            )}
          >
            <TextField
              {...form.field('name')}
              label={t('firstAccess.name')}
              autoComplete="name"
              maxLength={200}
              autoFocus
            />
            <TextField
              {...form.field('email')}
              label={t('firstAccess.email')}
              autoComplete="email"
              maxLength={254}
            />
            <TextField
              {...form.field('login')}
              label={t('firstAccess.login')}
              hint={t('firstAccess.loginHint')}
              autoComplete="username"
              maxLength={100}
            />
            <TextField
              {...form.field('accessJustification')}
              label={t('firstAccess.justification')}
              rows={4}
              maxLength={JUSTIFICATION_MAX_LENGTH}
            />
            <SubmitButton busy={request.isPending}>{t('firstAccess.submit')}</SubmitButton>
          </form>
        </>
      )}
      <div className="pub-links">
        <Link to={paths.login.href()}>{t('common.backToLogin')}</Link>
      </div>
    </PublicLayout>
  );
}
