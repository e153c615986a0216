import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDownloadJobErrors } from '../platform/jobs/download-job-errors';
import { useFeedback } from '../platform/use-feedback';

/** Downloads an import's error sheet: each rejected row with its reasons. */
export function JobErrorsButton({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const downloadErrors = useDownloadJobErrors();
  return (
    <Button
      danger
      icon={<DownloadOutlined aria-hidden />}
      loading={downloadErrors.isPending}
      onClick={() => downloadErrors.mutate(jobId, { onError: feedback.failure })}
    >
      {t('registerScreens.downloadErrors')}
    </Button>
  );
}
