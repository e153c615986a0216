import { PlusOutlined } from '@ant-design/icons';
import type { CatalogueLever, FundsType, TAgreement } from '@trade-terms/domain/agreements';
import type { TLeverOption } from '@trade-terms/domain/levers';
import { Alert, Button, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblems } from '../../../components/edit-form/form-problems';
import { AppSelect } from '../../../components/form/app-select';
import { MODEL_LABELS } from '../../../platform/calculation-labels';
import { type LeverFormValues, leverFromOption } from '../agreement-form';
import { type HoldingCustomer, LeverCard, type StoredLever } from './lever-card';

/** Picks a catalogue lever of the agreement's channels and adds it; one already held is refused. */
function LeverPicker({
  options,
  loading,
  onAdd,
}: {
  options: readonly TLeverOption[];
  loading: boolean;
  onAdd: (option: TLeverOption) => string | null;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const option = options.find((each) => each.id === picked);
  return (
    <Form.Item
      label={t('agreements.lever.pick')}
      htmlFor="agreement-lever-picker"
      validateStatus={problem ? 'error' : undefined}
      help={problem}
    >
      <Flex gap={8} wrap>
        <AppSelect<number>
          id="agreement-lever-picker"
          style={{ flex: '1 1 360px' }}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          loading={loading}
          value={picked ?? undefined}
          onChange={(value) => {
            setPicked(value ?? null);
            setProblem(null);
          }}
          options={options.map((each) => ({
            value: each.id,
            label: `${each.name} (${each.channel} · ${t(MODEL_LABELS[each.calculationModel])})`,
          }))}
        />
        <Button
          icon={<PlusOutlined aria-hidden />}
          disabled={!option}
          onClick={() => {
            if (!option) return;
            const refusal = onAdd(option);
            setProblem(refusal);
            if (!refusal) setPicked(null);
          }}
        >
          {t('agreements.lever.add')}
        </Button>
      </Flex>
    </Form.Item>
  );
}

/** Step 2: the agreement's levers, each with what its model asks for. */
export function LeversStep({
  options,
  optionsLoading,
  catalogue,
  customers,
  channels,
  onOff,
  flag,
  disabled,
  stored,
}: {
  options: readonly TLeverOption[];
  optionsLoading: boolean;
  catalogue: ReadonlyMap<number, CatalogueLever>;
  customers: readonly HoldingCustomer[];
  channels: readonly string[];
  onOff: FundsType | null;
  /** The agreement's flag: a flag's levers are born ON. */
  flag: number | null;
  disabled: boolean;
  /** An approved or closed agreement: its levers show their status and actions. */
  stored?:
    | { agreement: TAgreement; valuesOnly: boolean; onChanged: () => void; approvedOrClosed: boolean }
    | undefined;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const leverIdAt = (position: number): number => form.getFieldValue(['levers', position, 'leverId']);
  const storedAt = (position: number): StoredLever | undefined => {
    const lever = stored?.agreement.levers.find((each) => each.leverId === leverIdAt(position));
    if (!stored || !lever) return undefined;
    return {
      agreement: stored.agreement,
      lever,
      valuesEditable: stored.valuesOnly && (lever.status === 'ATIVA' || lever.status === 'EM_ALTERACAO'),
      onChanged: stored.onChanged,
      showsStatus: stored.approvedOrClosed,
    };
  };
  return (
    <Form.List name="levers">
      {(levers, { add, remove }, { errors }) => (
        <Flex vertical gap={12}>
          {!disabled &&
            (channels.length === 0 ? (
              <Alert type="info" showIcon title={t('agreements.lever.chooseChannels')} />
            ) : (
              <LeverPicker
                options={options}
                loading={optionsLoading}
                onAdd={(option) => {
                  const held: LeverFormValues[] = form.getFieldValue('levers') ?? [];
                  if (held.some((lever) => lever.leverId === option.id))
                    return t('validation.agreement.leverRepeated');
                  add(leverFromOption(option, onOff, flag));
                  return null;
                }}
              />
            ))}
          <FormProblems texts={errors.map(String)} />
          {levers.length === 0 && (
            <Typography.Text type="secondary">{t('agreements.lever.none')}</Typography.Text>
          )}
          {levers.map((lever) => (
            <LeverCard
              key={lever.key}
              lever={lever.name}
              known={catalogue.get(leverIdAt(lever.name))}
              customers={customers}
              disabled={disabled}
              stored={storedAt(lever.name)}
              onRemove={() => remove(lever.name)}
            />
          ))}
        </Flex>
      )}
    </Form.List>
  );
}
