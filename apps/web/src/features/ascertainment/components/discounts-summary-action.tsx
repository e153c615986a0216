import { ZDiscountsSummaryExportSchema } from '@trade-terms/domain/ascertainment-discounts';
import { ASCERTAINMENT_VIEW_ROLES } from '@trade-terms/domain/calls/ascertainment-one-page-calls';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasRole } from '../../../platform/session';
import { useExportDiscountsSummary } from '../api/export-discounts-summary';
import type { AscertainmentFilters } from '../ascertainment-view';

/**
 * "Exportar resumo de descontos": the ascertainment values per agreement, lever and period under
 * the filters shown, for the ascertainment's viewers. Like the server, it asks for the channel
 * and commodity filters first.
 */
export function DiscountsSummaryAction({ filters }: { filters: AscertainmentFilters }) {
  const { t } = useTranslation();
  const exporting = useExportDiscountsSummary();
  if (!ASCERTAINMENT_VIEW_ROLES.some((role) => hasRole(role))) return null;
  const ready = ZDiscountsSummaryExportSchema.safeParse(filters).success;
  return (
    <Flex gap={8} align="center" justify="flex-end" wrap>
      {!ready && (
        <Typography.Text type="secondary">{t('ascertainmentDiscounts.needsFilters')}</Typography.Text>
      )}
      <Button disabled={!ready} loading={exporting.isPending} onClick={() => exporting.mutate(filters)}>
        {t('ascertainmentDiscounts.export')}
      </Button>
    </Flex>
  );
}
