import { Button, Card, Flex, InputNumber, Select, Table, Typography } from 'antd';
import { Form } from '../../components/Form';
import {
  MARKDOWN_STEPS_MAX,
  MESSAGES,
  consignmentSectionSchema,
  markdownScheduleSchema,
  type ExpiryAction,
  type MarkdownStep,
  type OrganizationView,
  type SellThroughRow,
} from '@consign/contracts';
import type { z } from 'zod';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { useGetSellThroughQuery } from '../../api/products.api';
import { SellersEarnField } from './organization-fields';
import { SectionForm } from './SectionForm';
import { QueryState, SettingsPage } from './SettingsPage';

const O = MESSAGES.organization;

interface Values {
  storeCredit: 'store_credit' | 'commission';
  splitPercent: number;
  expiryDays: number;
  fees: OrganizationView['fees'];
  markdowns: MarkdownStep[];
  expiryAction: ExpiryAction;
  expiryNoticeDays: number;
}

/** A form rule from the contract's schema, so the form and the API refuse the same values with the same words. */
const ruleOf = (schema: z.ZodType) => ({
  validator: async (_rule: unknown, value: unknown) => {
    const result = schema.safeParse(value);
    if (!result.success) throw new Error(result.error.issues[0]!.message);
  },
});

const EXPIRY_ACTION_OPTIONS: { value: ExpiryAction; label: string }[] = [
  { value: 'return_to_seller', label: 'Return it to the seller' },
  { value: 'donate', label: 'Donate it' },
  { value: 'store_owned', label: 'The store takes it over' },
];

/** Percent on screen, a fraction in storage (SPEC §3). */
export const toPercent = (fraction: number) => Math.round(fraction * 10000) / 100;

const scheduleText = (steps: MarkdownStep[] | null) =>
  steps ? steps.map((s) => `${s.percent} % after ${s.afterDays} days`).join(', ') : 'Too few sales to suggest';

/** Read-only: how each category sold over the last 90 days, and the markdown schedule catalog suggests from it. */
function SellThroughCard() {
  const { data, isLoading, error } = useGetSellThroughQuery();
  return (
    <Card title="Sell-through by category (last 90 days)">
      <Typography.Paragraph type="secondary">
        Sold against sold plus still for sale. The suggestion marks items down when they have been in the store as long as the category's
        median item took to sell, and again at twice that; the slower a category sells, the deeper.
      </Typography.Paragraph>
      <QueryState isLoading={false} error={error} fallback="Failed to fetch sell-through" />
      <Table<SellThroughRow>
        rowKey={(r) => r.category ?? ''}
        size="small"
        loading={isLoading}
        dataSource={data ?? []}
        pagination={false}
        locale={{ emptyText: 'No consigned items in the last 90 days' }}
        columns={[
          { title: 'Category', render: (_, r) => r.category ?? 'No category' },
          { title: 'Sold', dataIndex: 'sold', align: 'right' },
          { title: 'For sale', dataIndex: 'forSale', align: 'right' },
          { title: 'Sell-through', align: 'right', render: (_, r) => `${Math.round(r.sellThrough * 100)} %` },
          { title: 'Median days to sell', align: 'right', render: (_, r) => r.medianDaysToSell ?? '—' },
          { title: 'Suggested schedule', render: (_, r) => scheduleText(r.suggestion) },
        ]}
      />
    </Card>
  );
}

/** /settings/consignment: store credit or commission, the seller's split, expiry days and fees. */
export function ConsignmentSettingsPage() {
  const { data: org, isLoading, error } = useGetOrganizationQuery();
  return (
    <SettingsPage title="Consignment" description="How sellers are paid for what they consign.">
      <QueryState isLoading={isLoading} error={error} fallback={O.failedToFetch} />
      {org ? (
        <SectionForm<Values>
          title="Consignment"
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
          success={O.consignmentUpdated}
          failure={O.failedConsignment}
        >
          <SellersEarnField />
          <Form.Item
            label="Seller's share (%)"
            name="splitPercent"
            rules={[{ required: true, type: 'number', min: 0, max: 100, message: 'Between 0 and 100' }]}
          >
            <InputNumber min={0} max={100} suffix="%" />
          </Form.Item>
          <Form.Item
            label="Expiry (days)"
            name="expiryDays"
            rules={[{ required: true, type: 'number', min: 1, message: 'Expiry must be at least 1 day' }]}
          >
            <InputNumber min={1} max={3650} />
          </Form.Item>
          <Form.Item
            label="Notice before expiry (days)"
            name="expiryNoticeDays"
            extra="The seller is e-mailed this many days before an item expires and can extend, reprice, collect or donate it."
            rules={[ruleOf(consignmentSectionSchema.shape.expiryNoticeDays)]}
          >
            <InputNumber min={0} max={60} />
          </Form.Item>
          <Form.Item label="When an item expires without a decision" name="expiryAction">
            <Select style={{ maxWidth: 320 }} options={EXPIRY_ACTION_OPTIONS} />
          </Form.Item>
          <Form.List name="markdowns" rules={[ruleOf(markdownScheduleSchema)]}>
            {(fields, { add, remove }, { errors }) => (
              <Flex vertical gap={8} style={{ marginBottom: 16 }} role="group" aria-label="Markdown schedule">
                <span>Markdown schedule (percent off the listed price, days after the item is received)</span>
                {fields.map((field, i) => (
                  <Flex key={field.key} gap={8} align="baseline" wrap>
                    <Form.Item name={[field.name, 'afterDays']} label={`Step ${i + 1}: after (days)`} style={{ marginBottom: 0 }}>
                      <InputNumber min={1} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'percent']} label="Off (%)" style={{ marginBottom: 0 }}>
                      <InputNumber min={1} max={90} />
                    </Form.Item>
                    <Button onClick={() => remove(field.name)}>Remove</Button>
                  </Flex>
                ))}
                {fields.length < MARKDOWN_STEPS_MAX ? (
                  <Button
                    onClick={() => add({ afterDays: 30 * (fields.length + 1), percent: 10 * (fields.length + 1) })}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    Add markdown step
                  </Button>
                ) : null}
                <Form.ErrorList errors={errors} />
              </Flex>
            )}
          </Form.List>
          <Form.List name="fees">
            {(fields, { add, remove }) => (
              <Flex vertical gap={8} style={{ marginBottom: 16 }}>
                <Typography.Text type="secondary">
                  Fees on sales come off the seller&apos;s share of each sale: a percentage of the sale price, or a flat amount per sale.
                </Typography.Text>
                {fields.map((field) => (
                  <Flex key={field.key} gap={8} align="baseline" wrap>
                    <Form.Item name={[field.name, 'to']} label="Fee to" style={{ marginBottom: 0 }}>
                      <Select
                        style={{ width: 150 }}
                        options={[
                          { value: 'organization', label: 'Organization' },
                          { value: 'product', label: 'Product' },
                        ]}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'type']} label="Type" style={{ marginBottom: 0 }}>
                      <Select
                        style={{ width: 150 }}
                        options={[
                          { value: 'percentage', label: 'Percentage' },
                          { value: 'flat', label: 'Flat' },
                        ]}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'amount']}
                      label="Amount"
                      style={{ marginBottom: 0 }}
                      rules={[{ type: 'number', min: 0, message: 'Fee amounts cannot be negative' }]}
                    >
                      <InputNumber min={0} />
                    </Form.Item>
                    <Button onClick={() => remove(field.name)}>Remove</Button>
                  </Flex>
                ))}
                <Button onClick={() => add({ to: 'organization', type: 'percentage', amount: 0 })} style={{ alignSelf: 'flex-start' }}>
                  Add fee
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
