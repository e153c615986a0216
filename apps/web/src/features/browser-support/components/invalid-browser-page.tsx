import { ChromeOutlined } from '@ant-design/icons';
import { CHROME_DOWNLOAD_URL, MINIMUM_CHROME_VERSION } from '@trade-terms/domain/browser-support';
import { Button, Flex, Layout, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';
import { parseBrowser } from '../browser-check';

export function InvalidBrowserPage() {
  const { t } = useTranslation();
  const { name, version } = parseBrowser(navigator.userAgent);
  const browser = name ? `${name} ${version ?? ''}`.trim() : t('invalidBrowser.unknown');
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Flex component="header" justify="flex-end" style={{ padding: '16px 24px' }}>
        <LanguageSwitch />
      </Flex>
      <Layout.Content
        style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', padding: 24 }}
      >
        <Result
          icon={<ChromeOutlined aria-hidden style={{ color: '#1659a8' }} />}
          title={t('invalidBrowser.title')}
          subTitle={t('invalidBrowser.text', { version: MINIMUM_CHROME_VERSION, browser })}
          extra={
            <Button type="primary" href={CHROME_DOWNLOAD_URL} target="_blank" rel="noopener noreferrer">
              {t('invalidBrowser.download')}
            </Button>
          }
        />
      </Layout.Content>
    </Layout>
  );
}
