import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsResponse } from '../../api';
import { formatUsd } from '../../lib/money';
import styles from '../shared/admin.module.css';
import { hasData, monthLabel } from './analytics-rules';

const EMPTY = 'No data available for this period';
const HEIGHT = 280;
const MARGIN = { top: 8, right: 16, bottom: 8, left: 8 };

/** What a chart with nothing to draw shows instead (null when there is something to draw). */
function noData(values: number[]) {
  return hasData(values) ? null : <p className={styles.empty}>{EMPTY}</p>;
}

/** The two charts of spec 2.17 (recharts, in this chunk only: loaded when the Analytics page opens). */
export function RevenueTrendChart({ data }: { data: AnalyticsResponse['revenueTrend'] }) {
  const points = data.map((point) => ({ month: monthLabel(point.month), revenue: point.revenue }));
  return (
    noData(data.map((point) => point.revenue)) ?? (
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <LineChart data={points} margin={MARGIN}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="month" />
          <YAxis tickFormatter={(value: number) => `$${value}`} />
          <Tooltip formatter={(value) => formatUsd(Number(value))} />
          <Line type="monotone" dataKey="revenue" name="Monthly revenue" stroke="#0e7c70" strokeWidth={2} />
        </LineChart>
      </ResponsiveContainer>
    )
  );
}

export function UserGrowthChart({ data }: { data: AnalyticsResponse['userGrowth'] }) {
  const points = data.map((point) => ({ month: monthLabel(point.month), newUsers: point.newUsers, totalUsers: point.totalUsers }));
  return (
    noData(data.map((point) => point.totalUsers)) ?? (
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <BarChart data={points} margin={MARGIN}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="month" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Bar dataKey="newUsers" name="New users" fill="#0e7c70" />
          <Bar dataKey="totalUsers" name="Total users" fill="#0f3d5e" />
        </BarChart>
      </ResponsiveContainer>
    )
  );
}
