import { AppstoreOutlined, BugOutlined, FormOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Throws while rendering, as a broken screen would, so the crash page can be seen and tried. */
function FailingScreen({ message }: { message: string }): never {
  throw new Error(message);
}

export function SandboxPage() {
  const { t } = useTranslation();
  const [failing, setFailing] = useState(false);
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('sandbox.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('sandbox.intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card
            title={
              <>
                <AppstoreOutlined aria-hidden /> {t('sandbox.styleguide')}
              </>
            }
          >
            <Link to={paths.styleguide.href()}>{t('sandbox.styleguide')}</Link>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card
            title={
              <>
                <FormOutlined aria-hidden /> {t('sandbox.editContract')}
              </>
            }
          >
            <Link to={paths.editContractSandbox.href()}>{t('sandbox.editContract')}</Link>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card
            title={
              <>
                <BugOutlined aria-hidden /> {t('sandbox.crash')}
              </>
            }
          >
            <Typography.Paragraph type="secondary">{t('sandbox.crashText')}</Typography.Paragraph>
            <Button danger onClick={() => setFailing(true)}>
              {t('sandbox.crash')}
            </Button>
          </Card>
        </Col>
      </Row>
      {failing && <FailingScreen message={t('sandbox.simulatedFailure')} />}
    </>
  );
}
