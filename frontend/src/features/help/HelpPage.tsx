import { Card, Col, Collapse, Flex, Row, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { i18n } from '../../i18n';

export interface HelpTopic {
  key: string;
  title: string;
  steps: string[];
  link: { to: string; text: string };
}

/** How-to for the daily tasks, each with where it is done, in the current language (call it at render time). */
export function helpTopics(t: TFunction<'help'> = i18n.getFixedT(null, 'help')): HelpTopic[] {
  return [
    {
      key: 'registerSeller',
      title: t('topics.registerSeller.title'),
      steps: [t('topics.registerSeller.open'), t('topics.registerSeller.fillIn')],
      link: { to: '/sellers', text: t('pages.sellers') },
    },
    {
      key: 'takeInProducts',
      title: t('topics.takeInProducts.title'),
      steps: [t('topics.takeInProducts.open'), t('topics.takeInProducts.photo'), t('topics.takeInProducts.label')],
      link: { to: '/products', text: t('pages.products') },
    },
    {
      key: 'bookDelivery',
      title: t('topics.bookDelivery.title'),
      steps: [t('topics.bookDelivery.open'), t('topics.bookDelivery.pick'), t('topics.bookDelivery.manage')],
      link: { to: '/deliveries/timeline', text: t('pages.deliveries') },
    },
    {
      key: 'payOut',
      title: t('topics.payOut.title'),
      steps: [t('topics.payOut.open'), t('topics.payOut.check'), t('topics.payOut.approve')],
      link: { to: '/payouts', text: t('pages.payouts') },
    },
    {
      key: 'correctBalance',
      title: t('topics.correctBalance.title'),
      steps: [t('topics.correctBalance.open'), t('topics.correctBalance.storeCredits'), t('topics.correctBalance.negative')],
      link: { to: '/sellers', text: t('pages.sellers') },
    },
    {
      key: 'openingHours',
      title: t('topics.openingHours.title'),
      steps: [t('topics.openingHours.where'), t('topics.openingHours.set')],
      link: { to: '/settings/stores', text: t('pages.stores') },
    },
    {
      key: 'announce',
      title: t('topics.announce.title'),
      steps: [t('topics.announce.where'), t('topics.announce.write')],
      link: { to: '/settings/emails', text: t('pages.emails') },
    },
  ];
}

/** /help: how-to for daily tasks; reachable even while billing setup is required. */
export default function HelpPage() {
  const { t } = useTranslation('help');
  const topics = helpTopics(t);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('title')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card>
            <Collapse
              defaultActiveKey={[topics[0]!.key]}
              items={topics.map((topic) => ({
                key: topic.key,
                label: topic.title,
                children: (
                  <>
                    <ol style={{ paddingLeft: 20 }}>
                      {topic.steps.map((step) => (
                        <li key={step}>{step}</li>
                      ))}
                    </ol>
                    <Link to={topic.link.to}>{t('goTo', { page: topic.link.text })}</Link>
                  </>
                ),
              }))}
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('shortcuts.title')}>
            <Typography.Paragraph>
              <Typography.Text keyboard>{t('shortcuts.ctrl')}</Typography.Text> +{' '}
              <Typography.Text keyboard>{t('shortcuts.k')}</Typography.Text> {t('shortcuts.search')}
            </Typography.Paragraph>
            <Link to="/onboarding-wizard">{t('shortcuts.wizard')}</Link>
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
