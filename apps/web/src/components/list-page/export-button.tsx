import { ExportOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/** Exports what the list's filters find (not only the page shown). */
export function ExportButton({
  label,
  loading,
  onClick,
}: {
  label: string;
  loading: boolean;
  onClick: () => void;
}) {
  return (
    <Button icon={<ExportOutlined aria-hidden />} loading={loading} onClick={onClick}>
      {label}
    </Button>
  );
}
