import { landscapingStats } from '../data';

/** Evergreen in numbers: one `<li>` per figure, for a list that the page styles. */
export function StatItems() {
  return landscapingStats.map((stat) => (
    <li key={stat.label}>
      <strong>{stat.value}</strong>
      <span>{stat.label}</span>
    </li>
  ));
}
