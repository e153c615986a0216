import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { LinkButton } from '../link-button';

/** A list's "New …" action: opens the drawer (`onClick`) or goes to the create page (`to`). */
export function NewButton({
  label,
  ...target
}: { label: string } & ({ onClick: () => void } | { to: string; state?: unknown })) {
  if ('to' in target)
    return (
      <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={target.to} state={target.state}>
        {label}
      </LinkButton>
    );
  return (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={target.onClick}>
      {label}
    </Button>
  );
}
