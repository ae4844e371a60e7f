import { Button, Card, Flex, Select, Table, Typography } from 'antd';
import { Form } from '../../components/Form';
import {
  EXPIRY_ACTIONS,
  MARKDOWN_STEPS_MAX,
  RULE_MESSAGES,
  consignmentSectionSchema,
  markdownScheduleSchema,
  type ExpiryAction,
  type MarkdownStep,
  type OrganizationView,
  type SellThroughRow,
} from '@consign/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { useGetSellThroughQuery } from '../../api/products.api';
import { SellersEarnField } from './organization-fields';
import { SectionForm } from './SectionForm';
import { SettingsPage } from './SettingsPage';
import { QueryState } from '../../components/QueryState';
import { NumberInput } from '../../components/NumberInput';

interface Values {
  storeCredit: 'store_credit' | 'commission';
  splitPercent: number;
  expiryDays: number;
  fees: OrganizationView['fees'];
  markdowns: MarkdownStep[];
  expiryAction: ExpiryAction;
  expiryNoticeDays: number;
}

type SettingsRule = keyof typeof RULE_MESSAGES.settings;

/** The contract's English rule text in the reader's language (messages:rules.settings.…); another text as it is. */
function ruleText(t: TFunction<['settings', 'common', 'messages']>, message: string): string {
  const rule = (Object.keys(RULE_MESSAGES.settings) as SettingsRule[]).find((key) => RULE_MESSAGES.settings[key] === message);
  return rule ? t(`messages:rules.settings.${rule}`) : message;
}

/** A form rule from the contract's schema, so the form and the API refuse the same values with the same words. */
const ruleOf = (schema: z.ZodType, t: TFunction<['settings', 'common', 'messages']>) => ({
  validator: async (_rule: unknown, value: unknown) => {
    const result = schema.safeParse(value);
    if (!result.success) throw new Error(ruleText(t, result.error.issues[0]!.message));
  },
});

/** Percent on screen, a fraction in storage (SPEC §3). */
export const toPercent = (fraction: number) => Math.round(fraction * 10000) / 100;

const scheduleText = (t: TFunction<['settings', 'common', 'messages']>, steps: MarkdownStep[] | null) =>
  steps
    ? steps.map((s) => t('consignment.sellThrough.step', { percent: s.percent, days: s.afterDays })).join(', ')
    : t('consignment.sellThrough.tooFew');

/** Read-only: how each category sold over the last 90 days, and the markdown schedule catalog suggests from it. */
function SellThroughCard() {
  const { t } = useTranslation(['settings', 'common', 'messages']);
  const { data, isLoading, error } = useGetSellThroughQuery();
  return (
    <Card title={t('consignment.sellThrough.title')}>
      <Typography.Paragraph type="secondary">{t('consignment.sellThrough.help')}</Typography.Paragraph>
      <QueryState isLoading={false} error={error} fallback={t('consignment.sellThrough.failed')} />
      <Table<SellThroughRow>
        rowKey={(r) => r.category ?? ''}
        size="small"
        loading={isLoading}
        dataSource={data ?? []}
        pagination={false}
        locale={{ emptyText: t('consignment.sellThrough.empty') }}
        columns={[
          { title: t('consignment.sellThrough.category'), render: (_, r) => r.category ?? t('consignment.sellThrough.noCategory') },
          { title: t('consignment.sellThrough.sold'), dataIndex: 'sold', align: 'right' },
          { title: t('consignment.sellThrough.forSale'), dataIndex: 'forSale', align: 'right' },
          {
            title: t('consignment.sellThrough.sellThrough'),
            align: 'right',
            render: (_, r) => t('consignment.sellThrough.percent', { percent: Math.round(r.sellThrough * 100) }),
          },
          { title: t('consignment.sellThrough.medianDays'), align: 'right', render: (_, r) => r.medianDaysToSell ?? '—' },
          { title: t('consignment.sellThrough.suggested'), render: (_, r) => scheduleText(t, r.suggestion) },
        ]}
      />
    </Card>
  );
}

/** /settings/consignment: store credit or commission, the seller's split, expiry days and fees. */
export function ConsignmentSettingsPage() {
  const { t } = useTranslation(['settings', 'common', 'messages']);
  const { data: org, isLoading, error } = useGetOrganizationQuery();
  return (
    <SettingsPage title={t('consignment.title')} description={t('consignment.description')}>
      <QueryState isLoading={isLoading} error={error} fallback={t('messages:organization.failedToFetch')} />
      {org ? (
        <SectionForm<Values>
          title={t('consignment.section')}
          section="consignment"
          initialValues={{
            storeCredit: org.config.storeCredit,
            splitPercent: toPercent(org.defaults.consignmentSplit),
            expiryDays: org.defaults.expiryDays,
            fees: org.fees,
            markdowns: org.expiry.markdowns,
            expiryAction: org.expiry.expiryAction,
            expiryNoticeDays: org.expiry.expiryNoticeDays,
          }}
          toBody={({ splitPercent, ...rest }) => ({
            ...rest,
            fees: rest.fees ?? [],
            markdowns: rest.markdowns ?? [],
            defaultSplit: splitPercent / 100,
          })}
          success={t('messages:organization.consignmentUpdated')}
          failure={t('messages:organization.failedConsignment')}
        >
          <SellersEarnField />
          <Form.Item
            label={t('consignment.split')}
            name="splitPercent"
            rules={[{ required: true, type: 'number', min: 0, max: 100, message: t('consignment.between0And100') }]}
          >
            <NumberInput min={0} max={100} suffix="%" />
          </Form.Item>
          <Form.Item
            label={t('consignment.expiryDays')}
            name="expiryDays"
            rules={[{ required: true, type: 'number', min: 1, message: t('consignment.expiryMin') }]}
          >
            <NumberInput min={1} max={3650} />
          </Form.Item>
          <Form.Item
            label={t('consignment.noticeDays')}
            name="expiryNoticeDays"
            extra={t('consignment.noticeHelp')}
            rules={[ruleOf(consignmentSectionSchema.shape.expiryNoticeDays, t)]}
          >
            <NumberInput min={0} max={60} />
          </Form.Item>
          <Form.Item label={t('consignment.expiryAction')} name="expiryAction">
            <Select
              style={{ maxWidth: 320 }}
              options={EXPIRY_ACTIONS.map((action) => ({ value: action, label: t(`consignment.expiryActions.${action}`) }))}
            />
          </Form.Item>
          <Form.List name="markdowns" rules={[ruleOf(markdownScheduleSchema, t)]}>
            {(fields, { add, remove }, { errors }) => (
              <Flex vertical gap={8} style={{ marginBottom: 16 }} role="group" aria-label={t('consignment.markdownSchedule')}>
                <span>{t('consignment.markdownScheduleHelp')}</span>
                {fields.map((field, i) => (
                  <Flex key={field.key} gap={8} align="baseline" wrap>
                    <Form.Item
                      name={[field.name, 'afterDays']}
                      label={t('consignment.stepAfter', { step: i + 1 })}
                      style={{ marginBottom: 0 }}
                    >
                      <NumberInput min={1} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'percent']} label={t('consignment.off')} style={{ marginBottom: 0 }}>
                      <NumberInput min={1} max={90} />
                    </Form.Item>
                    <Button onClick={() => remove(field.name)}>{t('consignment.remove')}</Button>
                  </Flex>
                ))}
                {fields.length < MARKDOWN_STEPS_MAX ? (
                  <Button
                    onClick={() => add({ afterDays: 30 * (fields.length + 1), percent: 10 * (fields.length + 1) })}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    {t('consignment.addMarkdown')}
                  </Button>
                ) : null}
                <Form.ErrorList errors={errors} />
              </Flex>
            )}
          </Form.List>
          <Form.List name="fees">
            {(fields, { add, remove }) => (
              <Flex vertical gap={8} style={{ marginBottom: 16 }}>
                <Typography.Text type="secondary">{t('consignment.feesHelp')}</Typography.Text>
                {fields.map((field) => (
                  <Flex key={field.key} gap={8} align="baseline" wrap>
                    <Form.Item name={[field.name, 'to']} label={t('consignment.feeTo')} style={{ marginBottom: 0 }}>
                      <Select
                        style={{ width: 150 }}
                        options={[
                          { value: 'organization', label: t('consignment.feeToOptions.organization') },
                          { value: 'product', label: t('consignment.feeToOptions.product') },
                        ]}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'type']} label={t('consignment.feeType')} style={{ marginBottom: 0 }}>
                      <Select
                        style={{ width: 150 }}
                        options={[
                          { value: 'percentage', label: t('consignment.feeTypes.percentage') },
                          { value: 'flat', label: t('consignment.feeTypes.flat') },
                        ]}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'amount']}
                      label={t('consignment.amount')}
                      style={{ marginBottom: 0 }}
                      rules={[{ type: 'number', min: 0, message: t('consignment.feeNegative') }]}
                    >
                      <NumberInput min={0} />
                    </Form.Item>
                    <Button onClick={() => remove(field.name)}>{t('consignment.remove')}</Button>
                  </Flex>
                ))}
                <Button onClick={() => add({ to: 'organization', type: 'percentage', amount: 0 })} style={{ alignSelf: 'flex-start' }}>
                  {t('consignment.addFee')}
                </Button>
              </Flex>
            )}
          </Form.List>
        </SectionForm>
      ) : null}
      <SellThroughCard />
    </SettingsPage>
  );
}
