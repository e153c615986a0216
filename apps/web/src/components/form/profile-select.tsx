import type { SelectProps } from 'antd';
import { profileSelectOptions, useProfileOptions } from '../../platform/profile-options';
import { AppSelect } from './app-select';

/** A select of every profile by name, valued by id, from the one profile-options query. */
export function ProfileSelect(props: Omit<SelectProps<number>, 'options' | 'loading'>) {
  const profiles = useProfileOptions();
  return (
    <AppSelect<number>
      {...props}
      loading={profiles.isLoading}
      options={profileSelectOptions(profiles.data)}
    />
  );
}
