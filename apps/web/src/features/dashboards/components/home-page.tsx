import { DashboardOutlined } from '@ant-design/icons';
import type { THomeDashboard } from '@trade-terms/domain/home-dashboard';
import { Alert, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { signedInUser } from '../../../platform/session';
import { useHomeDashboard } from '../api/get-home-dashboard';
import { AgreementsPart, ApprovalsPart, AscertainmentPart, BudgetMapPart, JobsPart } from './home-parts';

/** The parts a dashboard answer holds for the caller, in the order they are laid out. */
function shownParts(dashboard: THomeDashboard) {
  const { approvals, agreements, ascertainment, budgetMap, jobs } = dashboard;
  return [
    approvals.total > 0 && <ApprovalsPart key="approvals" approvals={approvals} />,
    agreements && <AgreementsPart key="agreements" agreements={agreements} />,
    ascertainment && (
      <AscertainmentPart
        key="ascertainment"
        ascertainment={ascertainment}
        competence={dashboard.competence}
      />
    ),
    budgetMap && <BudgetMapPart key="budget-map" budgetMap={budgetMap} />,
    (jobs.scope === 'ALL' || jobs.errors + jobs.withInconsistencies > 0) && (
      <JobsPart key="jobs" jobs={jobs} />
    ),
  ].filter(Boolean);
}

/** `/`: what the user must act on and how the money stands, within their profile. */
export function HomePage() {
  const { t } = useTranslation();
  const name = signedInUser()?.name ?? '';
  const dashboard = useHomeDashboard();
  const parts = dashboard.data ? shownParts(dashboard.data) : [];
  return (
    <Flex vertical gap={24}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {t('shell.welcome', { name })}
      </Typography.Title>
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        <DashboardOutlined aria-hidden style={{ marginInlineEnd: 8 }} />
        {t('home.title')}
      </Typography.Title>
      {dashboard.isPending && <Skeleton active />}
      {dashboard.isError && <Alert type="error" showIcon title={t('home.loadFailed')} />}
      {dashboard.data && parts.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.empty')} />
      )}
      {parts.length > 0 && (
        <Row gutter={[16, 16]}>
          {parts.map((part) => (
            <Col key={(part as { key: string }).key} xs={24} xl={12}>
              {part}
            </Col>
          ))}
        </Row>
      )}
    </Flex>
  );
}
