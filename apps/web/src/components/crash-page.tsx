import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Result, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../platform/i18n';
import { CRASH_EVIDENCE_FILE_NAME, crashEvidence } from './crash-evidence';

/**
 * The spec's crash page: the error with its stack, and the evidence to copy or download as
 * errorEvidence.txt for the support team.
 */
export function CrashPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const evidence = useMemo(
    () =>
      crashEvidence(error, {
        url: window.location.href,
        userAgent: navigator.userAgent,
        at: new Date(),
        language: currentLanguage(),
      }),
    [error],
  );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(evidence);
      void message.success(t('crash.copied'));
    } catch {
      void message.error(t('crash.copyFailed'));
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([evidence], { type: 'text/plain;charset=utf-8' }));
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = CRASH_EVIDENCE_FILE_NAME;
    anchor.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Result
      status="error"
      title={t('errors.unexpected')}
      subTitle={t('crash.text')}
      extra={
        <Flex vertical gap={16} align="center">
          <Space>
            <Button type="primary" icon={<CopyOutlined aria-hidden />} onClick={copy}>
              {t('crash.copy')}
            </Button>
            <Button icon={<DownloadOutlined aria-hidden />} onClick={download}>
              {t('crash.download')}
            </Button>
          </Space>
          <section aria-label={t('errors.unexpected')}>
            <pre
              style={{
                textAlign: 'start',
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-all',
                maxWidth: 900,
                maxHeight: 360,
                overflow: 'auto',
                fontSize: 12,
                margin: 0,
                padding: 16,
                background: '#fafafa',
                border: '1px solid #e5e8ee',
                borderRadius: 6,
              }}
            >
              {evidence}
            </pre>
          </section>
        </Flex>
      }
    />
  );
}
