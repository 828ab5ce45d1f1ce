import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_DAYS_MAX } from '@roamcart/contracts';

const DAY_FORMAT = 'YYYY-MM-DD';
const DEFAULT_DAYS = 30;

/** Today as the reports count days: in UTC. */
function todayUtc(): Dayjs {
  return dayjs(new Date().toISOString().slice(0, 10));
}

/** The `days` days up to today, today included. */
function lastDays(days: number): [Dayjs, Dayjs] {
  const end = todayUtc();
  return [end.subtract(days - 1, 'day'), end];
}

/** A report's range of days (the last 30 to start with), and the days as the report routes take them. */
export function useReportRange() {
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => lastDays(DEFAULT_DAYS));
  return { range, setRange, start: range[0].format(DAY_FORMAT), end: range[1].format(DAY_FORMAT) };
}

/** Picks a report's days: at most REPORT_DAYS_MAX of them, with the last 7, 30 and 90 days ready. */
export function ReportRangePicker({ range, onChange }: { range: [Dayjs, Dayjs]; onChange: (range: [Dayjs, Dayjs]) => void }) {
  const { t } = useTranslation();
  return (
    <DatePicker.RangePicker
      aria-label={t('admin.report.range')}
      allowClear={false}
      value={range}
      onChange={(values) => {
        if (values?.[0] && values[1]) onChange([values[0], values[1]]);
      }}
      // Once one end is picked, days farther away than a report covers are off.
      disabledDate={(current, { from }) => Boolean(from && Math.abs(current.diff(from, 'day')) >= REPORT_DAYS_MAX)}
      presets={[7, 30, 90].map((days) => ({ label: t(`admin.report.last_${days}_days`), value: lastDays(days) }))}
    />
  );
}
