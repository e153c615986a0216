import type { TActpmRow } from '@trade-terms/domain/actpm';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Alert, Button, Flex, Popconfirm, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { ListPage } from '../../../components/list-page/list-page';
import { ScrollRegion } from '../../../components/scroll-region';
import { paths } from '../../../config/paths';
import { hasRole, signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { useActpmMove, useActpmPeriod } from '../api/actpm';
import { ActpmTotals, useActpmColumns } from './actpm-columns';

function ActpmAscertainment() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [competence, setCompetence] = useState<string | null | undefined>(undefined);
  const chosen = competence ?? null;
  const period = useActpmPeriod(chosen);
  const ascertain = useActpmMove('ascertain');
  const approve = useActpmMove('approve');
  const columns = useActpmColumns({ competence: false });
  const mayEdit = hasRole('ROLE_EDITAR_APURACAO_ACTPM');
  const status = period.data?.status ?? null;
  const run = (move: typeof ascertain, done: 'actpm.ascertained' | 'actpm.approved') =>
    chosen &&
    move.mutate(chosen, {
      onSuccess: () => feedback.success(t(done, { competence: chosen })),
      onError: feedback.failure,
    });
  return (
    <ListPage
      title={t('actpm.title')}
      actions={
        mayEdit && (
          <Flex gap={8}>
            <Button
              type="primary"
              disabled={!chosen || status === 'APROVADO'}
              loading={ascertain.isPending}
              onClick={() => run(ascertain, 'actpm.ascertained')}
            >
              {t('actpm.ascertain')}
            </Button>
            <Popconfirm
              title={t('actpm.approveConfirm', { competence: chosen ?? '' })}
              onConfirm={() => run(approve, 'actpm.approved')}
              okText={t('actpm.approve')}
              cancelText={t('common.cancel')}
            >
              <Button disabled={!chosen || status !== 'APURADO'} loading={approve.isPending}>
                {t('actpm.approve')}
              </Button>
            </Popconfirm>
          </Flex>
        )
      }
    >
      <Flex gap={8} align="center" wrap>
        <label htmlFor="actpm-competence">{t('actpm.competence')}</label>
        <CompetencePicker id="actpm-competence" value={competence} onChange={setCompetence} />
        <span>
          {t('actpm.periodStatus')}:{' '}
          {status ? (
            <Tag color={status === 'APROVADO' ? 'success' : 'processing'}>{t(`actpm.status.${status}`)}</Tag>
          ) : (
            t('actpm.notAscertained')
          )}
        </span>
      </Flex>
      {!chosen ? (
        <Alert type="info" showIcon title={t('actpm.chooseCompetence')} />
      ) : (
        <>
          <ScrollRegion label={t('actpm.title')}>
            <Table<TActpmRow>
              rowKey="id"
              columns={columns}
              dataSource={period.data?.items ?? []}
              loading={period.isFetching}
              pagination={false}
            />
          </ScrollRegion>
          {period.data && period.data.items.length > 0 && <ActpmTotals totals={period.data.totals} />}
        </>
      )}
    </ListPage>
  );
}

/** /ascertainment-actpm: a competence's ACTPM rows, ascertained and approved by the edit role. */
export function ActpmPage() {
  if (!mayOpenRoute(paths.actpm.path, signedInUser()?.authorities ?? null)) return <ForbiddenResult />;
  return <ActpmAscertainment />;
}
