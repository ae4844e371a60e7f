import { Button, Card, DatePicker, Flex, Switch, Tag, TimePicker, Typography } from 'antd';
import { Form } from '../../components/Form';
import { FormActions } from '../../components/FormActions';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { DEFAULT_SLOT_LENGTH_MINUTES, ISO_WEEKDAYS, parisToday, type IsoWeekday, type WeeklySchedule } from '@consign/contracts';
import { useGetStoreQuery } from '../../api/stores.api';
import { useGetStoreDeliveryConfigQuery, useUpdateDeliveryScheduleMutation, useUpdateExcludedDatesMutation } from '../../api/settings.api';
import { dayFormat, formatDay } from '../../components/format';
import { SettingsPage } from './SettingsPage';
import { QueryState } from '../../components/QueryState';
import { weekdayName } from './weekdays';
import { useSave } from '../../components/use-save';
import { NumberInput } from '../../components/NumberInput';

type Interval = [Dayjs, Dayjs];
interface Values {
  enabled: boolean;
  slot_length: number;
  slot_buffer: number;
  schedule_end_date: Dayjs | null;
  days: Record<IsoWeekday, Interval[]>;
}

const toTime = (hhmm: string) => dayjs(`2000-01-01T${hhmm === '24:00' ? '23:59' : hhmm}`);

/** Form intervals (time pickers) → the weekly schedule the API takes (HH:mm in Paris local time). */
export function toWeeklySchedule(days: Partial<Record<IsoWeekday, Interval[] | undefined>>): WeeklySchedule {
  const schedule: WeeklySchedule = {};
  for (const day of ISO_WEEKDAYS) {
    const intervals = (days[day] ?? []).filter((i): i is Interval => Boolean(i?.[0] && i[1]));
    if (intervals.length) schedule[day] = intervals.map(([from, to]) => ({ from: from.format('HH:mm'), to: to.format('HH:mm') }));
  }
  return schedule;
}

/** /settings/store/{id}/deliveries: enable booking, slot length and buffer, weekly hours, end date, excluded dates. */
export function StoreDeliveriesSettingsPage() {
  const { t } = useTranslation(['settings', 'common', 'messages']);
  const { id = '' } = useParams();
  const { data: store } = useGetStoreQuery(id);
  const { data: config, isLoading, error } = useGetStoreDeliveryConfigQuery(id);
  const [updateSchedule, { isLoading: saving }] = useUpdateDeliveryScheduleMutation();
  const [updateExcluded, { isLoading: savingDates }] = useUpdateExcludedDatesMutation();
  const save = useSave();
  const [excluded, setExcluded] = useState<string[]>([]);
  useEffect(() => setExcluded(config?.excluded_dates ?? []), [config]);

  return (
    <SettingsPage
      title={store ? t('deliveries.titleWithStore', { store: store.name }) : t('deliveries.title')}
      description={t('deliveries.description')}
    >
      <Link to={`/settings/store/${id}`}>{t('deliveries.back')}</Link>
      <QueryState isLoading={isLoading} error={error} fallback={t('messages:stores.failedToFetch')} />
      {config ? (
        <>
          <Card title={t('deliveries.schedule')}>
            <Form<Values>
              layout="vertical"
              requiredMark={false}
              initialValues={{
                enabled: config.enabled,
                slot_length: config.slot_length || DEFAULT_SLOT_LENGTH_MINUTES,
                slot_buffer: config.slot_buffer,
                schedule_end_date: config.schedule_end_date ? dayjs(config.schedule_end_date) : null,
                days: Object.fromEntries(
                  ISO_WEEKDAYS.map((d) => [d, (config.schedule[d] ?? []).map((i) => [toTime(i.from), toTime(i.to)])]),
                ) as Values['days'],
              }}
              onFinish={(v) =>
                void save(
                  updateSchedule({
                    storeId: id,
                    body: {
                      enabled: v.enabled,
                      slot_length: v.slot_length,
                      slot_buffer: v.slot_buffer ?? 0,
                      schedule: toWeeklySchedule(v.days),
                      schedule_end_date: v.schedule_end_date ? v.schedule_end_date.format('YYYY-MM-DD') : null,
                    },
                  }),
                  { success: t('messages:stores.scheduleUpdated'), failure: t('messages:stores.failedSchedule') },
                )
              }
            >
              <Form.Item label={t('deliveries.enabled')} name="enabled" valuePropName="checked">
                <Switch />
              </Form.Item>
              <Flex gap={16} wrap>
                <Form.Item
                  label={t('deliveries.slotLength')}
                  name="slot_length"
                  rules={[{ required: true, type: 'number', min: 5, max: 480, message: t('deliveries.slotLengthRange') }]}
                >
                  {/* No min/max on the input: it would turn a 0 into 5 silently instead of saying it is refused. */}
                  <NumberInput />
                </Form.Item>
                <Form.Item
                  label={t('deliveries.buffer')}
                  name="slot_buffer"
                  rules={[{ type: 'number', min: 0, max: 240, message: t('deliveries.bufferRange') }]}
                >
                  <NumberInput min={0} max={240} />
                </Form.Item>
                <Form.Item label={t('deliveries.openUntil')} name="schedule_end_date">
                  <DatePicker format={dayFormat()} />
                </Form.Item>
              </Flex>
              <Typography.Title level={5}>{t('deliveries.openingHours')}</Typography.Title>
              {ISO_WEEKDAYS.map((day) => (
                <Form.List key={day} name={['days', day]}>
                  {(fields, { add, remove }) => (
                    <Flex gap={8} align="baseline" wrap style={{ marginBottom: 8 }}>
                      <Typography.Text style={{ width: 100 }}>{weekdayName(day)}</Typography.Text>
                      {fields.length === 0 ? <Typography.Text type="secondary">{t('deliveries.closed')}</Typography.Text> : null}
                      {fields.map((field) => (
                        <Flex key={field.key} gap={4} align="baseline">
                          <Form.Item
                            name={field.name}
                            style={{ marginBottom: 0 }}
                            rules={[{ required: true, message: t('deliveries.chooseRange') }]}
                          >
                            <TimePicker.RangePicker
                              format="HH:mm"
                              minuteStep={5}
                              aria-label={t('deliveries.hours', { day: weekdayName(day) })}
                            />
                          </Form.Item>
                          <Button
                            size="small"
                            onClick={() => remove(field.name)}
                            aria-label={t('deliveries.removeInterval', { day: weekdayName(day) })}
                          >
                            ×
                          </Button>
                        </Flex>
                      ))}
                      <Button size="small" onClick={() => add([toTime('10:00'), toTime('16:00')])}>
                        {t('deliveries.addHours')}
                      </Button>
                    </Flex>
                  )}
                </Form.List>
              ))}
              <FormActions submitText={t('deliveries.saveSchedule')} saving={saving} />
            </Form>
          </Card>
          <Card title={t('deliveries.excluded')}>
            <Typography.Paragraph type="secondary">{t('deliveries.excludedHelp')}</Typography.Paragraph>
            <Flex gap={8} wrap style={{ marginBottom: 12 }}>
              {excluded.length === 0 ? <Typography.Text type="secondary">{t('deliveries.none')}</Typography.Text> : null}
              {[...excluded].sort().map((date) => (
                <Tag key={date} closable onClose={() => setExcluded((all) => all.filter((d) => d !== date))}>
                  {formatDay(date)}
                </Tag>
              ))}
            </Flex>
            <Flex gap={8} wrap>
              <DatePicker
                aria-label={t('deliveries.addExcluded')}
                value={null}
                format={dayFormat()}
                disabledDate={(d) => d.format('YYYY-MM-DD') < parisToday()}
                onChange={(d: Dayjs | null) => {
                  const date = d?.format('YYYY-MM-DD');
                  if (date) setExcluded((all) => (all.includes(date) ? all : [...all, date]));
                }}
              />
              <Button
                type="primary"
                loading={savingDates}
                onClick={() =>
                  void save(updateExcluded({ storeId: id, dates: [...excluded].sort() }), {
                    success: t('messages:stores.excludedDatesUpdated'),
                    failure: t('messages:stores.failedExcludedDates'),
                  })
                }
              >
                {t('deliveries.saveExcluded')}
              </Button>
            </Flex>
          </Card>
        </>
      ) : null}
    </SettingsPage>
  );
}
