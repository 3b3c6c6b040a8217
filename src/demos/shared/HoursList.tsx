/** One row of opening hours: "Monday–Friday" / "7:00 AM – 5:00 PM". */
export interface HoursRow {
  readonly days: string;
  readonly hours: string;
}

export interface HoursListProps {
  rows: readonly HoursRow[];
  className?: string;
}

/** Opening hours as a description list; each demo styles it (styled(HoursList) or a parent `dl` rule). */
export function HoursList({ rows, className }: HoursListProps) {
  return (
    <dl className={className}>
      {rows.map((row) => (
        <div key={row.days}>
          <dt>{row.days}</dt>
          <dd>{row.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
