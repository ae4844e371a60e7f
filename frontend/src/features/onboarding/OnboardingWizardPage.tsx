import { Button, Card, Checkbox, Col, Flex, Input, InputNumber, Result, Row, Steps, Switch, Typography } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ISO_WEEKDAYS, MESSAGES, type StoreCreate } from '@consign/contracts';
import { useCreateCoworkerMutation } from '../../api/coworkers.api';
import { useGetOrganizationQuery } from '../../api/organization.api';
import {
  useCreateStoreMutation,
  useGetSettingsStoresQuery,
  useSetOnboardingFlagMutation,
  useUpdateDeliveryScheduleMutation,
} from '../../api/settings.api';
import { CoworkerForm } from '../coworkers/CoworkerForm';
import { SectionForm } from '../settings/SectionForm';
import { WEEKDAY_NAMES } from '../settings/weekdays';
import { StoreFields } from '../settings/StoresSettingsPage';
import { useSave } from '../settings/use-save';
import { BrandSection, OrganizationNameField, SellersEarnField } from '../settings/organization-fields';

const O = MESSAGES.organization;
export const ONBOARDING_STEPS = [
  'Organization',
  'Brand',
  'First store',
  'Delivery schedule',
  'Consignment and payouts',
  'Invite your team',
];

function StoreStep({ onDone }: { onDone: () => void }) {
  const { data: stores = [] } = useGetSettingsStoresQuery();
  const [create, { isLoading }] = useCreateStoreMutation();
  const save = useSave();
  if (stores.length > 0) {
    return (
      <Card title="First store">
        <Typography.Paragraph>You already have {stores.map((s) => s.name).join(', ')}.</Typography.Paragraph>
        <Button type="primary" onClick={onDone}>
          Continue
        </Button>
      </Card>
    );
  }
  return (
    <Card title="First store">
      <Form<StoreCreate>
        layout="vertical"
        requiredMark={false}
        onFinish={async (values) => {
          if (await save(create(values), { success: MESSAGES.stores.created, failure: MESSAGES.stores.failedToCreate })) onDone();
        }}
      >
        <StoreFields />
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Create store and continue
        </Button>
      </Form>
    </Card>
  );
}

interface ScheduleValues {
  enabled: boolean;
  slot_length: number;
  from: string;
  to: string;
  weekdays: string[];
}

function ScheduleStep({ onDone }: { onDone: () => void }) {
  const { data: stores = [] } = useGetSettingsStoresQuery();
  const [update, { isLoading }] = useUpdateDeliveryScheduleMutation();
  const save = useSave();
  const store = stores[0];
  if (!store) return <Card title="Delivery schedule">Create a store first.</Card>;
  return (
    <Card title={`Delivery schedule · ${store.name}`}>
      <Typography.Paragraph type="secondary">
        When sellers can bring their items (Paris time). You can fine-tune it per day later.
      </Typography.Paragraph>
      <Form<ScheduleValues>
        layout="vertical"
        requiredMark={false}
        initialValues={{ enabled: true, slot_length: 60, from: '10:00', to: '16:00', weekdays: ['1', '2', '3', '4', '5'] }}
        onFinish={async (v) => {
          const schedule = Object.fromEntries(v.weekdays.map((d) => [d, [{ from: v.from, to: v.to }]]));
          const saved = await save(update({ storeId: store.id, body: { enabled: v.enabled, slot_length: v.slot_length, schedule } }), {
            success: MESSAGES.stores.scheduleUpdated,
            failure: MESSAGES.stores.failedSchedule,
          });
          if (saved) onDone();
        }}
      >
        <Form.Item label="Sellers can book deliveries" name="enabled" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item label="Days" name="weekdays">
          <Checkbox.Group options={ISO_WEEKDAYS.map((d) => ({ value: d, label: WEEKDAY_NAMES[d].slice(0, 3) }))} />
        </Form.Item>
        <Flex gap={16}>
          <Form.Item label="Opens" name="from" rules={[{ pattern: /^\d{2}:\d{2}$/, message: 'Times are HH:mm' }]}>
            <Input style={{ width: 100 }} />
          </Form.Item>
          <Form.Item label="Closes" name="to" rules={[{ pattern: /^\d{2}:\d{2}$/, message: 'Times are HH:mm' }]}>
            <Input style={{ width: 100 }} />
          </Form.Item>
          <Form.Item label="Slot length (minutes)" name="slot_length">
            <InputNumber min={5} max={480} />
          </Form.Item>
        </Flex>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Save and continue
        </Button>
      </Form>
    </Card>
  );
}

function TeamStep({ onDone }: { onDone: () => void }) {
  const [create, { isLoading }] = useCreateCoworkerMutation();
  const [invited, setInvited] = useState<string[]>([]);
  const save = useSave();
  return (
    <Card title="Invite your team">
      {invited.length ? <Typography.Paragraph>Invited: {invited.join(', ')}</Typography.Paragraph> : null}
      <CoworkerForm
        key={invited.length}
        submitText="Invite"
        loading={isLoading}
        onSubmit={async (values) => {
          const created = await save(create(values), { success: MESSAGES.coworkers.created, failure: MESSAGES.coworkers.failedToCreate });
          if (created) setInvited((all) => [...all, created.data.name]);
        }}
      />
      <Button type="primary" style={{ marginTop: 16 }} onClick={onDone}>
        Finish
      </Button>
    </Card>
  );
}

/** /onboarding-wizard: the first setup of an organization, step by step; Skip sets the flag to skipped. */
export default function OnboardingWizardPage() {
  const { data: org } = useGetOrganizationQuery();
  const [setFlag] = useSetOnboardingFlagMutation();
  const [step, setStep] = useState(0);
  const [finished, setFinished] = useState(false);
  const navigate = useNavigate();
  const next = () => setStep((s) => s + 1);
  const finish = async () => {
    await setFlag('completed');
    setFinished(true);
  };
  const skip = async () => {
    await setFlag('skipped');
    navigate('/');
  };

  if (finished) {
    return (
      <Result
        status="success"
        title="Your workspace is ready"
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            Go to the dashboard
          </Button>
        }
      />
    );
  }
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          Set up {org?.name ?? 'your organization'}
        </Typography.Title>
        <Button onClick={() => void skip()}>Skip for now</Button>
      </Flex>
      <Steps current={step} onChange={setStep} size="small" items={ONBOARDING_STEPS.map((title) => ({ title }))} />
      {!org ? null : step === 0 ? (
        <Row gutter={16}>
          <Col span={24}>
            <SectionForm
              title="Organization name"
              section="name"
              initialValues={{ name: org.name }}
              success={O.nameUpdated}
              failure={O.failedName}
              submitText="Save and continue"
              onSaved={next}
            >
              <OrganizationNameField />
            </SectionForm>
          </Col>
        </Row>
      ) : step === 1 ? (
        <BrandSection org={org} submitText="Save and continue" onSaved={next} />
      ) : step === 2 ? (
        <StoreStep onDone={next} />
      ) : step === 3 ? (
        <ScheduleStep onDone={next} />
      ) : step === 4 ? (
        <SectionForm
          title="Consignment and payouts"
          section="consignment"
          initialValues={{
            storeCredit: org.config.storeCredit,
            splitPercent: Math.round(org.defaults.consignmentSplit * 100),
            expiryDays: org.defaults.expiryDays,
          }}
          toBody={(v: { storeCredit: string; splitPercent: number; expiryDays: number }) => ({
            storeCredit: v.storeCredit,
            defaultSplit: v.splitPercent / 100,
            expiryDays: v.expiryDays,
            fees: org.fees,
          })}
          success={O.consignmentUpdated}
          failure={O.failedConsignment}
          submitText="Save and continue"
          onSaved={next}
        >
          <SellersEarnField />
          <Form.Item label="Seller's share (%)" name="splitPercent">
            <InputNumber min={0} max={100} />
          </Form.Item>
          <Form.Item label="Expiry (days)" name="expiryDays">
            <InputNumber min={1} max={3650} />
          </Form.Item>
          <Typography.Paragraph type="secondary">Payout fees are set under Settings › Payouts.</Typography.Paragraph>
        </SectionForm>
      ) : (
        <TeamStep onDone={() => void finish()} />
      )}
    </Flex>
  );
}
