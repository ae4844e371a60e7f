import { Button, Card, DatePicker, Flex, InputNumber, Switch, Tag, TimePicker, Typography } from 'antd';
import { Form } from '../../components/Form';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DEFAULT_SLOT_LENGTH_MINUTES, ISO_WEEKDAYS, MESSAGES, parisToday, type IsoWeekday, type WeeklySchedule } from '@consign/contracts';
import { useGetStoreQuery } from '../../api/stores.api';
import { useGetStoreDeliveryConfigQuery, useUpdateDeliveryScheduleMutation, useUpdateExcludedDatesMutation } from '../../api/settings.api';
import { dayFormat, formatDay } from '../../components/format';
import { QueryState, SettingsPage } from './SettingsPage';
import { WEEKDAY_NAMES } from './weekdays';
import { useSave } from './use-save';

const S = MESSAGES.stores;

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
      title={`Deliveries${store ? ` · ${store.name}` : ''}`}
      description="When sellers can book a time to bring their items (Paris time)."
    >
      <Link to={`/settings/store/${id}`}>Back to store</Link>
      <QueryState isLoading={isLoading} error={error} fallback={S.failedToFetch} />
      {config ? (
        <>
          <Card title="Delivery schedule">
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
                  { success: S.scheduleUpdated, failure: S.failedSchedule },
                )
              }
            >
              <Form.Item label="Sellers can book deliveries" name="enabled" valuePropName="checked">
                <Switch />
              </Form.Item>
              <Flex gap={16} wrap>
                <Form.Item
                  label="Slot length (minutes)"
                  name="slot_length"
                  rules={[{ required: true, type: 'number', min: 5, max: 480, message: 'Between 5 and 480 minutes' }]}
                >
                  {/* No min/max on the input: it would turn a 0 into 5 silently instead of saying it is refused. */}
                  <InputNumber />
                </Form.Item>
                <Form.Item
                  label="Buffer between slots (minutes)"
                  name="slot_buffer"
                  rules={[{ type: 'number', min: 0, max: 240, message: 'Between 0 and 240 minutes' }]}
                >
                  <InputNumber min={0} max={240} />
                </Form.Item>
                <Form.Item label="Booking open until" name="schedule_end_date">
                  <DatePicker />
                </Form.Item>
              </Flex>
              <Typography.Title level={5}>Opening hours</Typography.Title>
              {ISO_WEEKDAYS.map((day) => (
                <Form.List key={day} name={['days', day]}>
                  {(fields, { add, remove }) => (
                    <Flex gap={8} align="baseline" wrap style={{ marginBottom: 8 }}>
                      <Typography.Text style={{ width: 100 }}>{WEEKDAY_NAMES[day]}</Typography.Text>
                      {fields.length === 0 ? <Typography.Text type="secondary">Closed</Typography.Text> : null}
                      {fields.map((field) => (
                        <Flex key={field.key} gap={4} align="baseline">
                          <Form.Item
                            name={field.name}
                            style={{ marginBottom: 0 }}
                            rules={[{ required: true, message: 'Choose a time range' }]}
                          >
                            <TimePicker.RangePicker format="HH:mm" minuteStep={5} aria-label={`${WEEKDAY_NAMES[day]} hours`} />
                          </Form.Item>
                          <Button size="small" onClick={() => remove(field.name)} aria-label={`Remove ${WEEKDAY_NAMES[day]} interval`}>
                            ×
                          </Button>
                        </Flex>
                      ))}
                      <Button size="small" onClick={() => add([toTime('10:00'), toTime('16:00')])}>
                        Add hours
                      </Button>
                    </Flex>
                  )}
                </Form.List>
              ))}
              <Button type="primary" htmlType="submit" loading={saving}>
                Save schedule
              </Button>
            </Form>
          </Card>
          <Card title="Excluded dates">
            <Typography.Paragraph type="secondary">Days the store takes no deliveries, such as holidays.</Typography.Paragraph>
            <Flex gap={8} wrap style={{ marginBottom: 12 }}>
              {excluded.length === 0 ? <Typography.Text type="secondary">None</Typography.Text> : null}
              {[...excluded].sort().map((date) => (
                <Tag key={date} closable onClose={() => setExcluded((all) => all.filter((d) => d !== date))}>
                  {formatDay(date)}
                </Tag>
              ))}
            </Flex>
            <Flex gap={8} wrap>
              <DatePicker
                aria-label="Add an excluded date"
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
                    success: S.excludedDatesUpdated,
                    failure: S.failedExcludedDates,
                  })
                }
              >
                Save excluded dates
              </Button>
            </Flex>
          </Card>
        </>
      ) : null}
    </SettingsPage>
  );
}
