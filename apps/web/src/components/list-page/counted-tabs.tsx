import { Badge, Space, Tabs } from 'antd';

/** A list's tabs, each with how many records it holds under the filters shown. */
export function CountedTabs<K extends string>({
  tabs,
  active,
  counts,
  label,
  onChange,
}: {
  tabs: readonly K[];
  active: K;
  counts: Partial<Record<K, number>> | undefined;
  label: (tab: K) => string;
  onChange: (tab: K) => void;
}) {
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => onChange(key as K)}
      items={tabs.map((each) => ({
        key: each,
        label: (
          <Space size={6}>
            {label(each)}
            <Badge count={counts?.[each] ?? 0} showZero overflowCount={99999} color="blue" />
          </Space>
        ),
      }))}
    />
  );
}
