import { PRODUCT_ASSOCIATIONS, type ProductAssociation } from '@trade-terms/domain/integrations';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { READABLE } from '../integration-view';

const isMissing = (name: string): name is ProductAssociation =>
  (PRODUCT_ASSOCIATIONS as readonly string[]).includes(name);

/** What a pending product lacks: its PPA product, brand or category. */
export function MissingAssociations({ missing }: { missing: string[] }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      {missing.map((name) => (
        <Tag key={name} style={READABLE.orange}>
          {isMissing(name) ? t(`integrations.missing.${name}`) : name}
        </Tag>
      ))}
    </Space>
  );
}
