import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import {
  checkUpload,
  DEFAULT_UPLOAD_MAX_BYTES,
  formatFileSize,
  type UploadProblem,
} from '@trade-terms/domain/uploads';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../platform/i18n';

export interface FileUploadProps {
  /** Extensions (".xlsx") and MIME types the field takes; none takes any type. */
  accept?: readonly string[];
  maxBytes?: number;
  value?: File | null;
  onChange?: (file: File | null) => void;
  id?: string;
}

/**
 * Picks one file and checks its name, type and size before anything is sent (spec, section 5),
 * telling the user each problem in the catalogue's words.
 */
export function FileUpload({
  accept = [],
  maxBytes = DEFAULT_UPLOAD_MAX_BYTES,
  value,
  onChange,
  id,
}: FileUploadProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const sizeText = (bytes: number) => formatFileSize(bytes, language);

  const explain = (problem: UploadProblem) => {
    if (problem.key === 'errors.fileTooLarge') return t(problem.key, { size: sizeText(problem.maxBytes) });
    if (problem.key === 'errors.fileTypeNotAccepted')
      return t(problem.key, { extensions: accept.join(', ') });
    return t(problem.key);
  };

  return (
    <Flex vertical gap={6}>
      <Upload
        accept={accept.join(',')}
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          const found = checkUpload(
            { name: file.name, size: file.size, type: file.type },
            { accept, maxBytes },
          );
          setProblems(found);
          onChange?.(found.length === 0 ? file : null);
          // Nothing is sent here: the form that holds the field decides when to send it.
          return Upload.LIST_IGNORE;
        }}
      >
        <Button id={id} icon={<UploadOutlined aria-hidden />}>
          {t('components.upload.button')}
        </Button>
      </Upload>
      <Typography.Text type="secondary">
        {t('components.upload.hint', {
          types: accept.length > 0 ? accept.join(', ') : t('components.upload.anyType'),
          size: sizeText(maxBytes),
        })}
      </Typography.Text>
      {value && (
        <Typography.Text>
          <PaperClipOutlined aria-hidden /> {value.name} ({sizeText(value.size)})
        </Typography.Text>
      )}
      {problems.map((problem) => (
        <Typography.Text key={problem.key} type="danger" role="alert">
          {explain(problem)}
        </Typography.Text>
      ))}
    </Flex>
  );
}
