import { MailOutlined } from '@ant-design/icons';
import { Alert, Card, Empty, Flex, Layout, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../platform/i18n';
import { formatInstant } from '../../../platform/value-format';
import { useOutbox } from '../api/outbox';

/** Renders a mail's text with its link clickable, the rest as written. */
function MailText({ text, link }: { text: string; link: string | null }) {
  if (!link || !text.includes(link)) return <>{text}</>;
  const [before, after] = text.split(link);
  return (
    <>
      {before}
      <a href={link}>{link}</a>
      {after}
    </>
  );
}

/** Development page: the mails the system wrote while no SMTP server is configured. */
export function OutboxPage() {
  const { t } = useTranslation();
  const outbox = useOutbox();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Flex component="header" justify="space-between" align="center" style={{ padding: '16px 24px' }}>
        <Link to={paths.login.href()}>{t('common.backToLogin')}</Link>
        <LanguageSwitch />
      </Flex>
      <Layout.Content style={{ padding: '0 24px 24px', maxWidth: 960, width: '100%', margin: '0 auto' }}>
        <Typography.Title level={1} style={{ fontSize: 22 }}>
          <MailOutlined aria-hidden style={{ marginInlineEnd: 8 }} />
          {t('outbox.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('outbox.intro')}</Typography.Paragraph>
        {outbox.isPending && <PageLoader />}
        {outbox.isError && <Alert type="warning" showIcon title={t('outbox.unavailable')} />}
        {outbox.data && outbox.data.length === 0 && <Empty description={t('outbox.empty')} />}
        {outbox.data && outbox.data.length > 0 && (
          <List
            dataSource={outbox.data}
            rowKey="id"
            renderItem={(mail) => (
              <List.Item>
                <Card
                  size="small"
                  style={{ width: '100%' }}
                  title={mail.subject}
                  extra={formatInstant(mail.createdAt, currentLanguage())}
                >
                  <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                    {t('outbox.to')}: {mail.to}
                  </Typography.Paragraph>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                    <MailText text={mail.text} link={mail.link} />
                  </Typography.Paragraph>
                </Card>
              </List.Item>
            )}
          />
        )}
      </Layout.Content>
    </Layout>
  );
}
