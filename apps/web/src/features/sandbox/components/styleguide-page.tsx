import { formatFileSize } from '@trade-terms/domain/uploads';
import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { AppSelect } from '../../../components/form/app-select';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { FileUpload } from '../../../components/form/file-upload';
import { MultiSelect } from '../../../components/form/multi-select';
import { NumberInput } from '../../../components/form/number-input';
import { currentLanguage } from '../../../platform/i18n';

const SAMPLE_SIZES = [0, 1023, 1536, 5 * 1024 ** 2, 3.2 * 1024 ** 3, 1024 ** 4, 1024 ** 8];
const CHANNELS = ['HC', 'PC', 'FR', 'MT', 'ICE'].map((code) => ({ value: code, label: code }));

function Sample({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Col xs={24} lg={12}>
      <Card title={title} style={{ height: '100%' }}>
        <section aria-label={title}>{children}</section>
      </Card>
    </Col>
  );
}

/** Every shared component with the spec's constants, to see and try them in one place. */
export function StyleguidePage() {
  const { t } = useTranslation();
  const [modalOpen, setModalOpen] = useState(false);
  const [single, setSingle] = useState<string>();
  const [channels, setChannels] = useState<string[]>([]);
  const [amount, setAmount] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [competence, setCompetence] = useState<string | null | undefined>(undefined);
  const options = Array.from({ length: 8 }, (_, index) => ({
    value: String(index + 1),
    label: t('styleguide.sampleOption', { number: index + 1 }),
  }));
  const selected = (value: unknown) => t('styleguide.selected', { value: String(value ?? '—') });

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('sandbox.styleguide')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('styleguide.intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Sample title={t('styleguide.modal')}>
          <Button onClick={() => setModalOpen(true)}>{t('styleguide.openModal')}</Button>
          <AppModal
            open={modalOpen}
            title={t('styleguide.modal')}
            onOk={() => setModalOpen(false)}
            onCancel={() => setModalOpen(false)}
            okText={t('common.close')}
            cancelButtonProps={{ style: { display: 'none' } }}
          >
            {t('styleguide.modalText')}
          </AppModal>
        </Sample>
        <Sample title={t('styleguide.select')}>
          <Flex vertical gap={8}>
            <AppSelect<string>
              aria-label={t('styleguide.select')}
              options={options}
              value={single}
              onChange={setSingle}
              style={{ width: '100%' }}
            />
            <Typography.Text type="secondary">{selected(single)}</Typography.Text>
          </Flex>
        </Sample>
        <Sample title={t('styleguide.multiSelect')}>
          <Flex vertical gap={8}>
            <MultiSelect
              aria-label={t('styleguide.multiSelect')}
              options={CHANNELS}
              value={channels}
              onChange={setChannels}
            />
            <Typography.Text type="secondary">{selected(channels.join(', '))}</Typography.Text>
          </Flex>
        </Sample>
        <Sample title={t('styleguide.numberInput')}>
          <Flex vertical gap={8}>
            <NumberInput aria-label={t('styleguide.numberInput')} value={amount} onChange={setAmount} />
            <Typography.Text type="secondary">{selected(amount)}</Typography.Text>
          </Flex>
        </Sample>
        <Sample title={t('styleguide.upload')}>
          <FileUpload accept={['.xlsx', '.pdf']} maxBytes={2 * 1024 ** 2} value={file} onChange={setFile} />
        </Sample>
        <Sample title={t('styleguide.competence')}>
          <Flex vertical gap={8}>
            <CompetencePicker value={competence} onChange={setCompetence} />
            <Typography.Text type="secondary">{selected(competence)}</Typography.Text>
          </Flex>
        </Sample>
        <Sample title={t('styleguide.fileSizes')}>
          <ul style={{ margin: 0 }}>
            {SAMPLE_SIZES.map((bytes) => (
              <li key={bytes}>
                {t('styleguide.sizeSample', {
                  bytes: bytes.toLocaleString(currentLanguage()),
                  size: formatFileSize(bytes, currentLanguage()),
                })}
              </li>
            ))}
          </ul>
        </Sample>
      </Row>
    </>
  );
}
