'use client'
/** The dashboard's daily charts (Recharts; admin bundle only). */
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
} from 'recharts'

interface Day {
  day: string
  views: number
  clicks: number
  devices: number
  registrations: number
  signIns: number
  downloads: Record<string, number>
}

const colors = ['#1d4ed8', '#16a34a', '#d97706', '#9333ea', '#dc2626']

export function StatsCharts({ days, platforms }: { days: Day[]; platforms: string[] }) {
  const rows = days.map((d) => ({
    ...d,
    ...Object.fromEntries(platforms.map((p) => [p, d.downloads[p] ?? 0])),
  }))
  return (
    <div
      className="stats-charts"
      data-days={days.length}
      data-views={days.reduce((n, d) => n + d.views, 0)}
    >
      <figure>
        <figcaption>Views, unique devices and clicks per day</figcaption>
        <ResponsiveContainer width="100%" height={260}>
          <LineChart data={rows}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" />
            <YAxis />
            <Tooltip />
            <Legend />
            <Line
              type="monotone"
              dataKey="views"
              stroke={colors[0]}
              dot={false}
              isAnimationActive={false}
            />
            <Line
              type="monotone"
              dataKey="devices"
              name="unique devices"
              stroke={colors[1]}
              dot={false}
              isAnimationActive={false}
            />
            <Line
              type="monotone"
              dataKey="clicks"
              stroke={colors[2]}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </figure>
      <figure>
        <figcaption>Downloads per platform per day</figcaption>
        <ResponsiveContainer width="100%" height={220}>
          <BarChart data={rows}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            {platforms.map((p, i) => (
              <Bar
                key={p}
                dataKey={p}
                stackId="downloads"
                fill={colors[i % colors.length]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </figure>
      <figure>
        <figcaption>Registration clicks and sign-ins per day</figcaption>
        <ResponsiveContainer width="100%" height={220}>
          <LineChart data={rows}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Line
              type="monotone"
              dataKey="registrations"
              name="registration clicks"
              stroke={colors[3]}
              dot={false}
              isAnimationActive={false}
            />
            <Line
              type="monotone"
              dataKey="signIns"
              name="sign-ins"
              stroke={colors[4]}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </figure>
    </div>
  )
}
