import { PageMeta } from '../../components';

export default function Demo() {
  return (
    <>
      <PageMeta title="landscaping demo" description="Demo site" />
      <h1>landscaping demo</h1>
    </>
  );
}
