import { Button, Card, Checkbox, Flex, Input, Result, Steps, Switch, Typography } from 'antd';
import { Form } from '../../components/Form';
import { FormActions } from '../../components/FormActions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ISO_WEEKDAYS, type IsoWeekday, type StoreCreate } from '@consign/contracts';
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
import { StoreFields } from '../settings/StoresSettingsPage';
import { useSave } from '../../components/use-save';
import { BrandSection, NameSection, SellersEarnField } from '../settings/organization-fields';
import { NumberInput } from '../../components/NumberInput';

/** The wizard's steps, in order (their titles are `steps.<key>`). */
export const ONBOARDING_STEPS = ['organization', 'brand', 'store', 'schedule', 'consignment', 'team'] as const;

/** ISO weekday → the catalogue's short name. */
const WEEKDAY_KEYS = { '1': 'mon', '2': 'tue', '3': 'wed', '4': 'thu', '5': 'fri', '6': 'sat', '7': 'sun' } as const satisfies Record<
  IsoWeekday,
  string
>;

function StoreStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['onboarding', 'common', 'messages']);
  const { data: stores = [] } = useGetSettingsStoresQuery();
  const [create, { isLoading }] = useCreateStoreMutation();
  const save = useSave();
  if (stores.length > 0) {
    return (
      <Card title={t('store.title')}>
        <Typography.Paragraph>{t('store.alreadyHave', { stores: stores.map((s) => s.name).join(', ') })}</Typography.Paragraph>
        <Button type="primary" onClick={onDone}>
          {t('store.continue')}
        </Button>
      </Card>
    );
  }
  return (
    <Card title={t('store.title')}>
      <Form<StoreCreate>
        layout="vertical"
        requiredMark={false}
        onFinish={async (values) => {
          if (await save(create(values), { success: t('messages:stores.created'), failure: t('messages:stores.failedToCreate') })) onDone();
        }}
      >
        <StoreFields />
        <FormActions submitText={t('store.create')} saving={isLoading} />
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
  const { t } = useTranslation(['onboarding', 'common', 'messages']);
  const { data: stores = [] } = useGetSettingsStoresQuery();
  const [update, { isLoading }] = useUpdateDeliveryScheduleMutation();
  const save = useSave();
  const store = stores[0];
  if (!store) return <Card title={t('schedule.title')}>{t('schedule.createStoreFirst')}</Card>;
  return (
    <Card title={t('schedule.titleFor', { store: store.name })}>
      <Typography.Paragraph type="secondary">{t('schedule.intro')}</Typography.Paragraph>
      <Form<ScheduleValues>
        layout="vertical"
        requiredMark={false}
        initialValues={{ enabled: true, slot_length: 60, from: '10:00', to: '16:00', weekdays: ['1', '2', '3', '4', '5'] }}
        onFinish={async (v) => {
          const schedule = Object.fromEntries(v.weekdays.map((d) => [d, [{ from: v.from, to: v.to }]]));
          const saved = await save(update({ storeId: store.id, body: { enabled: v.enabled, slot_length: v.slot_length, schedule } }), {
            success: t('messages:stores.scheduleUpdated'),
            failure: t('messages:stores.failedSchedule'),
          });
          if (saved) onDone();
        }}
      >
        <Form.Item label={t('schedule.enabled')} name="enabled" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item label={t('schedule.days')} name="weekdays">
          <Checkbox.Group options={ISO_WEEKDAYS.map((d) => ({ value: d, label: t(`schedule.weekdays.${WEEKDAY_KEYS[d]}`) }))} />
        </Form.Item>
        <Flex gap={16}>
          <Form.Item label={t('schedule.opens')} name="from" rules={[{ pattern: /^\d{2}:\d{2}$/, message: t('schedule.timeFormat') }]}>
            <Input style={{ width: 100 }} />
          </Form.Item>
          <Form.Item label={t('schedule.closes')} name="to" rules={[{ pattern: /^\d{2}:\d{2}$/, message: t('schedule.timeFormat') }]}>
            <Input style={{ width: 100 }} />
          </Form.Item>
          <Form.Item label={t('schedule.slotLength')} name="slot_length">
            <NumberInput min={5} max={480} />
          </Form.Item>
        </Flex>
        <FormActions submitText={t('saveAndContinue')} saving={isLoading} />
      </Form>
    </Card>
  );
}

function TeamStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['onboarding', 'common', 'messages']);
  const [create, { isLoading }] = useCreateCoworkerMutation();
  const [invited, setInvited] = useState<string[]>([]);
  const save = useSave();
  return (
    <Card title={t('team.title')}>
      {invited.length ? <Typography.Paragraph>{t('team.invited', { names: invited.join(', ') })}</Typography.Paragraph> : null}
      <CoworkerForm
        key={invited.length}
        submitText={t('team.invite')}
        loading={isLoading}
        onSubmit={async (values) => {
          const created = await save(create(values), {
            success: t('messages:coworkers.created'),
            failure: t('messages:coworkers.failedToCreate'),
          });
          if (created) setInvited((all) => [...all, created.data.name]);
        }}
      />
      <Button type="primary" style={{ marginTop: 16 }} onClick={onDone}>
        {t('team.finish')}
      </Button>
    </Card>
  );
}

/** /onboarding-wizard: the first setup of an organization, step by step; Skip sets the flag to skipped. */
export default function OnboardingWizardPage() {
  const { t } = useTranslation(['onboarding', 'common', 'messages']);
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
        title={t('done.title')}
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {t('done.dashboard')}
          </Button>
        }
      />
    );
  }
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('title', { name: org?.name ?? t('yourOrganization') })}
        </Typography.Title>
        <Button onClick={() => void skip()}>{t('skip')}</Button>
      </Flex>
      <Steps current={step} onChange={setStep} size="small" items={ONBOARDING_STEPS.map((key) => ({ title: t(`steps.${key}`) }))} />
      {!org ? null : step === 0 ? (
        <NameSection org={org} submitText={t('saveAndContinue')} onSaved={next} />
      ) : step === 1 ? (
        <BrandSection org={org} submitText={t('saveAndContinue')} onSaved={next} />
      ) : step === 2 ? (
        <StoreStep onDone={next} />
      ) : step === 3 ? (
        <ScheduleStep onDone={next} />
      ) : step === 4 ? (
        <SectionForm
          title={t('consignment.title')}
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
          success={t('messages:organization.consignmentUpdated')}
          failure={t('messages:organization.failedConsignment')}
          submitText={t('saveAndContinue')}
          onSaved={next}
        >
          <SellersEarnField />
          <Form.Item label={t('consignment.share')} name="splitPercent">
            <NumberInput min={0} max={100} />
          </Form.Item>
          <Form.Item label={t('consignment.expiry')} name="expiryDays">
            <NumberInput min={1} max={3650} />
          </Form.Item>
          <Typography.Paragraph type="secondary">{t('consignment.feesNote')}</Typography.Paragraph>
        </SectionForm>
      ) : (
        <TeamStep onDone={() => void finish()} />
      )}
    </Flex>
  );
}
