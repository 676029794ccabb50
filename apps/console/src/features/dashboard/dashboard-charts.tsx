/**
 * The dashboard's charts (recharts, in the dashboard page's own chunk): one per theme, each a
 * figure named by its caption, with the same figures in a visually hidden table for a screen reader.
 */
import type { DashboardDay } from '@app/contract';
import { languageOf } from '@app/contract/client';
import { theme } from 'antd';
import type { CSSProperties } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTranslation } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages/en';

/** Hidden from sight, read by screen readers. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Colours of at least 3:1 against white (WCAG's non-text contrast). */
const COLOURS = ['#1d4ed8', '#b45309', '#047857'] as const;

export interface ChartSeries {
  key: keyof Omit<DashboardDay, 'date'>;
  label: MessageKey;
}

export function DashboardChart({
  caption,
  points,
  series,
  kind,
  format,
  scale = 1,
}: {
  caption: MessageKey;
  points: readonly DashboardDay[];
  series: readonly ChartSeries[];
  kind: 'bar' | 'line';
  format: (value: number) => string;
  /** What one unit of the values is worth on the axis: 10^decimals for minor units of money. */
  scale?: number;
}) {
  const { t, language } = useTranslation();
  const compact = new Intl.NumberFormat(languageOf(language).tag, { notation: 'compact' });
  const { token } = theme.useToken();
  const data = points.map((point) => ({ ...point, date: point.date.slice(5) }));
  const tick = { fill: token.colorTextSecondary, fontSize: 12 };
  const parts = [
    <CartesianGrid key="grid" strokeDasharray="3 3" stroke={token.colorBorderSecondary} />,
    <XAxis key="x" dataKey="date" tick={tick} />,
    // The axis names each step shortly (2.6M): the full figures are in the tooltip and the table.
    <YAxis key="y" tick={tick} width={56} tickFormatter={(value: number) => compact.format(value / scale)} />,
    <Tooltip key="tooltip" formatter={(value) => format(Number(value))} />,
    <Legend key="legend" />,
  ];
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>{t(caption)}</figcaption>
      {/* Out of the tab order and hidden from screen readers (accessibilityLayer off): the table below says it all. */}
      <div aria-hidden style={{ width: '100%', height: 260 }}>
        <ResponsiveContainer width="100%" height="100%">
          {kind === 'bar' ? (
            <BarChart data={data} accessibilityLayer={false}>
              {parts}
              {series.map((entry, index) => (
                <Bar key={entry.key} dataKey={entry.key} name={t(entry.label)} fill={COLOURS[index]} />
              ))}
            </BarChart>
          ) : (
            <LineChart data={data} accessibilityLayer={false}>
              {parts}
              {series.map((entry, index) => (
                <Line
                  key={entry.key}
                  type="monotone"
                  dataKey={entry.key}
                  name={t(entry.label)}
                  stroke={COLOURS[index]}
                  strokeWidth={2}
                  dot={points.length <= 7}
                />
              ))}
            </LineChart>
          )}
        </ResponsiveContainer>
      </div>
      <table style={VISUALLY_HIDDEN}>
        <caption>{t(caption)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.date')}</th>
            {series.map((entry) => (
              <th key={entry.key} scope="col">
                {t(entry.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <th scope="row">{point.date}</th>
              {series.map((entry) => (
                <td key={entry.key}>{format(point[entry.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
