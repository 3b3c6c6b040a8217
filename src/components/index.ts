// Primitives: the bottom layer above the theme. They import nothing from sections, pages or app.
export * from './Badge';
export * from './Button';
export * from './Card';
export * from './Container';
export * from './Icon';
export * from './Section';
export * from './SectionHeader';
export * from './Typography';
export * from './PageMeta';
export * from './Field';
export * from './ShellIcons';
export * from './IconTile';
export * from './CheckList';
export * from './FeatureGrid';
export * from './SkipLink';
export * from './CurrentYear';
export * from './EmailText';
