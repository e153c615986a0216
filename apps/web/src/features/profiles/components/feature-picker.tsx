import type { TPermissionCatalogue } from '@trade-terms/domain/permission-catalogue';
import { Alert, Checkbox, Collapse, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureTexts } from '../../../platform/api-error';
import { usePermissionCatalogue } from '../api/get-permission-catalogue';
import { groupSelection, replaceGroup, toggleGroup } from '../feature-selection';

export interface FeaturePickerProps {
  value?: string[];
  onChange?: (features: string[]) => void;
  disabled?: boolean;
}

function GroupHeader({
  group,
  selected,
  onChange,
  disabled,
}: {
  group: TPermissionCatalogue[number];
  selected: string[];
  onChange: (features: string[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const roles = group.permissions.map((permission) => permission.role);
  const state = groupSelection(selected, roles);
  return (
    <Flex justify="space-between" align="center" gap={8}>
      <Checkbox
        checked={state.checked}
        indeterminate={state.indeterminate}
        disabled={disabled}
        aria-label={t('profiles.selectGroup', { group: group.label })}
        onChange={(event) => onChange(toggleGroup(selected, roles, event.target.checked))}
      >
        <Typography.Text strong>{group.label}</Typography.Text>
      </Checkbox>
      <Typography.Text type="secondary">
        {t('profiles.selectedOf', { selected: state.selected, total: state.total })}
      </Typography.Text>
    </Flex>
  );
}

/** The catalogue's features by group, with a box per group that selects or clears all of it. */
export function FeaturePicker({
  value = [],
  onChange = () => undefined,
  disabled = false,
}: FeaturePickerProps) {
  const { t } = useTranslation();
  const catalogue = usePermissionCatalogue();
  if (catalogue.isLoading) return <Skeleton active />;
  if (catalogue.isError)
    return <Alert type="error" showIcon title={failureTexts(catalogue.error, (key) => t(key)).join(' ')} />;
  return (
    <Collapse
      size="small"
      // Only the arrow folds a group, so a click on the group's box does not also fold it.
      collapsible="icon"
      items={(catalogue.data ?? []).map((group) => {
        const roles = group.permissions.map((permission) => permission.role);
        return {
          key: group.group,
          label: <GroupHeader group={group} selected={value} onChange={onChange} disabled={disabled} />,
          children: (
            <Checkbox.Group
              disabled={disabled}
              value={value.filter((role) => roles.includes(role))}
              onChange={(choice) => onChange(replaceGroup(value, roles, choice.map(String)))}
              style={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
                gap: 6,
              }}
              options={group.permissions.map((permission) => ({
                value: permission.role,
                label: permission.label,
              }))}
            />
          ),
        };
      })}
    />
  );
}
