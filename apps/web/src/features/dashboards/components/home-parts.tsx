import type { THomeDashboard } from '@trade-terms/domain/home-dashboard';
import { Badge, Card, Descriptions, Flex, List, Statistic, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Bar, BarChart, Cell, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../platform/i18n';
import { formatInstant, formatMoney } from '../../../platform/value-format';
import { decisionListOf, decisionScreenOf } from './approval-links';

type Part<K extends keyof THomeDashboard> = NonNullable<THomeDashboard[K]>;

function PartCard({ title, to, children }: { title: string; to?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card
      title={
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={to && <Link to={to}>{t('home.open')}</Link>}
      style={{ height: '100%' }}
    >
      {children}
    </Card>
  );
}

/** Money as the screens write it, from the exact text the server summed. */
const money = (text: string) => formatMoney(text, currentLanguage());

export function ApprovalsPart({ approvals }: { approvals: THomeDashboard['approvals'] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <PartCard title={t('home.approvals.title', { count: approvals.total })}>
      <Flex vertical gap={16}>
        <List
          size="small"
          dataSource={approvals.byActionType}
          renderItem={(row) => {
            const label = t(`approval.actionType.${row.actionType}`);
            return (
              <List.Item extra={<Badge count={row.total} showZero overflowCount={9999} color="blue" />}>
                <Link to={decisionListOf(row.actionType)}>{label}</Link>
              </List.Item>
            );
          }}
        />
        <Typography.Title level={4} style={{ fontSize: 14, margin: 0 }}>
          {t('home.approvals.oldest')}
        </Typography.Title>
        <List
          size="small"
          dataSource={approvals.oldest}
          renderItem={(item) => (
            <List.Item
              extra={
                <LinkButton to={decisionScreenOf(item)} size="small" type="primary">
                  {t('home.approvals.decide')}
                </LinkButton>
              }
            >
              <List.Item.Meta
                title={`${t(`approval.actionType.${item.actionType}`)} · ${item.requester}`}
                description={`${item.flowName} · ${formatInstant(item.startedAt, language)}`}
              />
            </List.Item>
          )}
        />
      </Flex>
    </PartCard>
  );
}

export function AgreementsPart({ agreements }: { agreements: Part<'agreements'> }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const rows = agreements.byStatus.map((row) => ({ ...row, label: t(`agreement.status.${row.status}`) }));
  return (
    <PartCard title={t('home.agreements.title', { count: agreements.total })} to={paths.agreements.href()}>
      {rows.length === 0 ? (
        <Typography.Text type="secondary">{t('home.agreements.none')}</Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          <div role="img" aria-label={t('home.agreements.chart')} style={{ height: 200 }}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={rows} layout="vertical" accessibilityLayer={false}>
                <XAxis type="number" allowDecimals={false} />
                <YAxis type="category" dataKey="label" width={160} />
                <Tooltip />
                <Bar dataKey="total" name={t('home.agreements.count')} fill={token.colorPrimary} />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <Descriptions
            size="small"
            column={2}
            items={rows.map((row) => ({ key: row.status, label: row.label, children: row.total }))}
          />
        </Flex>
      )}
    </PartCard>
  );
}

export function AscertainmentPart({
  ascertainment,
  competence,
}: {
  ascertainment: Part<'ascertainment'>;
  competence: string;
}) {
  const { t } = useTranslation();
  return (
    <PartCard title={t('home.ascertainment.title', { competence })} to={paths.ascertainments.href()}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          {t('home.ascertainment.count', { count: ascertainment.ascertainments })}
        </Typography.Text>
        <Flex gap={24} wrap>
          <Statistic title={t('home.ascertainment.accurate')} value={money(ascertainment.accurate)} />
          <Statistic title={t('home.ascertainment.final')} value={money(ascertainment.final)} />
          <Statistic title={t('home.ascertainment.toPay')} value={money(ascertainment.toPay)} />
        </Flex>
      </Flex>
    </PartCard>
  );
}

export function BudgetMapPart({ budgetMap }: { budgetMap: Part<'budgetMap'> }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // Drawn from the exact figures turned into numbers for drawing only; the figures beside it are exact.
  const slices = [
    {
      key: 'reserved',
      name: t('home.budgetMap.reserved'),
      value: Number(budgetMap.reserved),
      color: token.colorWarning,
    },
    { key: 'paid', name: t('home.budgetMap.paid'), value: Number(budgetMap.paid), color: token.colorSuccess },
    {
      key: 'available',
      name: t('home.budgetMap.available'),
      value: Number(budgetMap.available),
      color: token.colorPrimary,
    },
  ];
  const drawn = slices.some((slice) => slice.value > 0);
  return (
    <PartCard title={t('home.budgetMap.title', { year: budgetMap.year })} to={paths.paymentsMap.href()}>
      <Flex gap={24} wrap align="center">
        {drawn && (
          <div role="img" aria-label={t('home.budgetMap.chart')} style={{ width: 180, height: 180 }}>
            <ResponsiveContainer width="100%" height="100%">
              <PieChart accessibilityLayer={false}>
                <Pie data={slices} dataKey="value" nameKey="name" innerRadius={45} outerRadius={80}>
                  {slices.map((slice) => (
                    <Cell key={slice.key} fill={slice.color} />
                  ))}
                </Pie>
                <Tooltip formatter={(value) => money(String(value))} />
              </PieChart>
            </ResponsiveContainer>
          </div>
        )}
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'budget', label: t('home.budgetMap.budget'), children: money(budgetMap.budget) },
            { key: 'reserved', label: t('home.budgetMap.reserved'), children: money(budgetMap.reserved) },
            { key: 'paid', label: t('home.budgetMap.paid'), children: money(budgetMap.paid) },
            { key: 'available', label: t('home.budgetMap.available'), children: money(budgetMap.available) },
          ]}
        />
      </Flex>
    </PartCard>
  );
}

export function JobsPart({ jobs }: { jobs: THomeDashboard['jobs'] }) {
  const { t } = useTranslation();
  return (
    <PartCard
      title={t(jobs.scope === 'ALL' ? 'home.jobs.titleAll' : 'home.jobs.titleOwn', { days: jobs.days })}
      to={paths.importsExportsDashboard.href()}
    >
      <Flex gap={24} wrap>
        <Statistic title={t('home.jobs.errors')} value={jobs.errors} />
        <Statistic title={t('home.jobs.withInconsistencies')} value={jobs.withInconsistencies} />
      </Flex>
    </PartCard>
  );
}
