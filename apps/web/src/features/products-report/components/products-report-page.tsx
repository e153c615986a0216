import {
  PRODUCT_STATUSES,
  type ProductStatus,
  type TProductsReportRow,
} from '@trade-terms/domain/products-report';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Form, Input, type TableColumnType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { AppSelect } from '../../../components/form/app-select';
import { RegisterCodesSelect } from '../../../components/form/register-codes-select';
import { WireDatePicker } from '../../../components/form/wire-date-picker';
import { ExportButton } from '../../../components/list-page/export-button';
import { FilterGrid } from '../../../components/list-page/filter-grid';
import { ListPage } from '../../../components/list-page/list-page';
import { PagedTable } from '../../../components/list-page/server-table';
import { ScrollRegion } from '../../../components/scroll-region';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../platform/i18n';
import { signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { usePagedFilters } from '../../../platform/use-list-state';
import { formatValue } from '../../../platform/value-format';
import {
  type TProductsFiltersInput,
  useExportProductsReport,
  useProductsReport,
} from '../api/products-report';

interface ProductFilters {
  text?: string;
  commodities?: string[];
  categories?: string[];
  brands?: string[];
  status?: ProductStatus;
  validOn?: string | null;
}

/** The filters as the call takes them: empty choices are left out. */
function filtersInput(filters: ProductFilters): TProductsFiltersInput {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) =>
      Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== '',
    ),
  );
}

function useProductColumns(): TableColumnType<TProductsReportRow>[] {
  const { t } = useTranslation();
  const text = (key: keyof TProductsReportRow, title: string) => ({ key, title, dataIndex: key });
  return [
    text('sku', t('productsReport.column.sku')),
    text('description', t('productsReport.column.description')),
    text('ean', t('productsReport.column.ean')),
    {
      key: 'netWeight',
      title: t('productsReport.column.netWeight'),
      align: 'right',
      render: (_value, row) =>
        row.netWeight ? formatValue('quantity', row.netWeight, currentLanguage()) : '—',
    },
    text('ppaProduct', t('productsReport.column.ppaProduct')),
    text('brand', t('productsReport.column.brand')),
    text('category', t('productsReport.column.category')),
    text('commodity', t('productsReport.column.commodity')),
    {
      key: 'validity',
      title: t('productsReport.column.categoryValidity'),
      render: (_value, row) =>
        row.categoryValidityStart ? `${row.categoryValidityStart} – ${row.categoryValidityEnd ?? ''}` : '—',
    },
    {
      key: 'innovation',
      title: t('productsReport.column.innovation'),
      render: (_value, row) =>
        row.innovation ? `${t('productsReport.yes')} (${row.innovationCompetence})` : t('productsReport.no'),
    },
    {
      key: 'status',
      title: t('productsReport.column.status'),
      render: (_value, row) => (
        <Tag color={row.status === 'ATIVO' ? 'success' : 'default'}>
          {t(`productsReport.status.${row.status}`)}
        </Tag>
      ),
    },
  ];
}

function ProductsReport() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [form] = Form.useForm<ProductFilters>();
  const { filters, apply, page, setPage } = usePagedFilters<ProductFilters>({});
  const input = filtersInput(filters);
  const report = useProductsReport({ ...input, ...page });
  const exporting = useExportProductsReport();
  const columns = useProductColumns();
  return (
    <ListPage
      title={t('productsReport.title')}
      actions={
        <ExportButton
          label={t('productsReport.export')}
          loading={exporting.isPending}
          onClick={() => exporting.mutate(input, { onError: feedback.failure })}
        />
      }
    >
      <FilterGrid<ProductFilters>
        form={form}
        clearLabel={t('cycleFolderScreens.clearFilters')}
        onSearch={apply}
        onClear={() => apply({})}
      >
        <Form.Item name="text" label={t('common.search')} htmlFor="products-report-text">
          <Input id="products-report-text" maxLength={100} />
        </Form.Item>
        <Form.Item
          name="commodities"
          label={t('productsReport.column.commodity')}
          htmlFor="products-report-bu"
        >
          <RegisterCodesSelect register="commodity" id="products-report-bu" />
        </Form.Item>
        <Form.Item
          name="categories"
          label={t('productsReport.column.category')}
          htmlFor="products-report-category"
        >
          <RegisterCodesSelect register="category" id="products-report-category" />
        </Form.Item>
        <Form.Item name="brands" label={t('productsReport.column.brand')} htmlFor="products-report-brand">
          <RegisterCodesSelect register="brand" id="products-report-brand" />
        </Form.Item>
        <Form.Item name="status" label={t('productsReport.status')} htmlFor="products-report-status">
          <AppSelect<ProductStatus>
            id="products-report-status"
            allowClear
            options={PRODUCT_STATUSES.map((status) => ({
              value: status,
              label: t(`productsReport.status.${status}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="validOn" label={t('productsReport.validOn')} htmlFor="products-report-valid-on">
          <WireDatePicker id="products-report-valid-on" />
        </Form.Item>
      </FilterGrid>
      <ScrollRegion label={t('productsReport.title')}>
        <PagedTable<TProductsReportRow> page={page} setPage={setPage} result={report} columns={columns} />
      </ScrollRegion>
    </ListPage>
  );
}

/** /report-products: the SKUs with their registers' chain, filtered, paged and exported. */
export function ProductsReportPage() {
  if (!mayOpenRoute(paths.productsReport.path, signedInUser()?.authorities ?? null))
    return <ForbiddenResult />;
  return <ProductsReport />;
}
