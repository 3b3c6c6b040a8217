export interface ComparisonRow {
  feature: string;
  oneTime: boolean;
  standard: boolean;
  advanced: boolean;
}

/** Feature-by-plan comparison on the Services page (10 features × 3 plans). */
export const comparisonRows: ComparisonRow[] = [
  { feature: 'Custom design', oneTime: true, standard: true, advanced: true },
  { feature: 'Mobile responsive', oneTime: true, standard: true, advanced: true },
  { feature: 'On-page SEO setup', oneTime: true, standard: true, advanced: true },
  { feature: 'Contact form', oneTime: true, standard: true, advanced: true },
  { feature: 'Post-launch support', oneTime: true, standard: true, advanced: true },
  { feature: 'Monthly content updates', oneTime: false, standard: true, advanced: true },
  { feature: 'Performance monitoring', oneTime: false, standard: true, advanced: true },
  { feature: 'Priority support', oneTime: false, standard: true, advanced: true },
  { feature: 'Online store', oneTime: false, standard: false, advanced: true },
  { feature: 'Analytics dashboard', oneTime: false, standard: false, advanced: true },
];

/** A plan column of the comparison table: which row field it reads, and its header. */
export interface ComparisonColumn {
  key: keyof Omit<ComparisonRow, 'feature'>;
  label: string;
}

export const comparisonColumns = [
  { key: 'oneTime', label: 'One-Time' },
  { key: 'standard', label: 'Standard' },
  { key: 'advanced', label: 'Advanced' },
] as const satisfies ReadonlyArray<{ key: keyof Omit<ComparisonRow, 'feature'>; label: string }>;
