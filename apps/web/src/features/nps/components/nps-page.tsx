import { NPS_COMMENT_MAX_LENGTH, NPS_RATINGS } from '@trade-terms/domain/nps';
import { Button, Card, Flex, Form, Input, Layout, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { signedInUser } from '../../../platform/session';
import { useAnsweredNps, useSaveNps } from '../api/nps';

/** The 0-10 radio buttons with the meaning of both ends under them. */
function RatingScale({ value, onChange }: { value?: number; onChange?: (rating: number) => void }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4} style={{ display: 'inline-flex' }}>
      <Radio.Group
        aria-label={t('nps.rating')}
        optionType="button"
        buttonStyle="solid"
        value={value}
        onChange={(event) => onChange?.(event.target.value as number)}
      >
        {NPS_RATINGS.map((rating) => (
          <Radio.Button key={rating} value={rating}>
            {rating}
          </Radio.Button>
        ))}
      </Radio.Group>
      <Flex justify="space-between">
        <Typography.Text type="secondary">{t('nps.notLikely')}</Typography.Text>
        <Typography.Text type="secondary">{t('nps.veryLikely')}</Typography.Text>
      </Flex>
    </Flex>
  );
}

interface NpsValues {
  rating: number;
  comment?: string;
}

/** The NPS survey, without menu nor header; answered once, then it sends the user home. */
export function NpsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = signedInUser()?.id ?? 0;
  const answered = useAnsweredNps(userId);
  const save = useSaveNps(userId);

  if (answered.isPending) return <PageLoader />;
  if (answered.data === true && !save.isSuccess) return <Navigate to={paths.home.href()} replace />;

  const goHome = () => navigate(paths.home.href(), { replace: true });

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content
        style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', padding: 24 }}
      >
        <Card style={{ width: '100%', maxWidth: 720 }} styles={{ body: { padding: 32 } }}>
          <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
            {t('nps.title')}
          </Typography.Title>
          <Form<NpsValues>
            layout="vertical"
            requiredMark={false}
            onFinish={(values) =>
              save.mutate({ rating: values.rating, comment: values.comment ?? null }, { onSuccess: goHome })
            }
          >
            <Form.Item
              name="rating"
              label={t('nps.question')}
              rules={[{ required: true, message: t('errors.required') }]}
            >
              <RatingScale />
            </Form.Item>
            <Form.Item name="comment" label={t('nps.comment')}>
              <Input.TextArea rows={5} maxLength={NPS_COMMENT_MAX_LENGTH} showCount />
            </Form.Item>
            <Flex justify="flex-end" gap={8}>
              <Button onClick={goHome}>{t('common.cancel')}</Button>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('common.send')}
              </Button>
            </Flex>
          </Form>
        </Card>
      </Layout.Content>
    </Layout>
  );
}
