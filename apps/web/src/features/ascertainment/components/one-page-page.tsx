import type { TOnePage } from '@trade-terms/domain/ascertainment-one-page';
import { Alert, Button, Card, Descriptions, Flex, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { failureTexts } from '../../../platform/api-error';
import { currentLanguage } from '../../../platform/i18n';
import { useOnePage, usePrintOnePage } from '../api/one-page';
import { moneyText, STATUS_LABELS } from '../ascertainment-view';

type Line = TOnePage['lines'][number];
const VALUES = [
  ['accurateValue', 'ascertainmentOnePage.accurate'],
  ['validatedValue', 'ascertainmentOnePage.validated'],
  ['finalValue', 'ascertainmentOnePage.final'],
  ['abatement', 'ascertainmentOnePage.abatement'],
  ['toPay', 'ascertainmentOnePage.toPay'],
] as const;

function OnePage({ id }: { id: number }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const query = useOnePage(id);
  const print = usePrintOnePage();
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return <Alert type="error" showIcon title={failureTexts(query.error, (key) => t(key)).join(' ')} />;
  const page = query.data;
  const agreement = `${page.agreement.id} - ${page.agreement.description}`;
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={t('ascertainmentOnePage.title', { agreement })}
        actions={
          <Button type="primary" loading={print.isPending} onClick={() => print.mutate(id)}>
            {t('ascertainmentOnePage.print')}
          </Button>
        }
      />
      <Card>
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'holding',
              label: t('ascertainmentOnePage.holding'),
              children: `${page.agreement.economicGroup.code} - ${page.agreement.economicGroup.name}`,
            },
            {
              key: 'channels',
              label: t('ascertainmentOnePage.channels'),
              children: page.agreement.channels.join(', '),
            },
            {
              key: 'period',
              label: t('ascertainmentOnePage.period'),
              children: `${page.period} (${page.periodStart} – ${page.periodEnd})`,
            },
            {
              key: 'signature',
              label: t('ascertainmentOnePage.signature'),
              children: t(`agreement.signature.${page.agreement.signatureStatus}`),
            },
            {
              key: 'ascertainments',
              label: t('ascertainmentOnePage.ascertainments'),
              children: page.ascertainments
                .map((a) => `${a.id} (${a.commodity}, ${t(STATUS_LABELS[a.status])})`)
                .join(', '),
            },
          ]}
        />
      </Card>
      <Card>
        <Table<Line>
          size="small"
          rowKey={(line) => `${line.ascertainmentId}-${line.leverName}-${line.fundsType}`}
          pagination={false}
          dataSource={page.lines}
          columns={[
            {
              key: 'lever',
              title: t('ascertainmentOnePage.lever'),
              render: (_, line) => `${line.leverName} — ${line.fundsType} — ${line.commodity}`,
            },
            ...VALUES.map(([key, title]) => ({
              key,
              title: t(title),
              align: 'right' as const,
              render: (_: unknown, line: Line) => moneyText(line[key], language),
            })),
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <strong>{t('ascertainmentOnePage.totals')}</strong>
              </Table.Summary.Cell>
              {VALUES.map(([key], index) => (
                <Table.Summary.Cell key={key} index={index + 1} align="right">
                  <strong>{moneyText(page.totals[key], language)}</strong>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          )}
        />
      </Card>
    </Flex>
  );
}

/**
 * /trade-agreements-ascertainment/one-page?id=: the one page of the agreement and period of an
 * ascertainment. The route has no role (spec); the data answer to the ascertainment's view roles
 * and the user's restrictions, so anyone else reads the server's refusal.
 */
export function OnePagePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0)
    return (
      <Flex vertical gap={16}>
        <PageHeader title={t('ascertainmentOnePage.open')} />
        <Alert type="info" showIcon title={t('ascertainmentOnePage.missing')} />
      </Flex>
    );
  return <OnePage key={id} id={id} />;
}
