import { PageMeta } from '../../components';

export default function Demo() {
  return (
    <>
      <PageMeta title="coffee demo" description="Demo site" />
      <h1>coffee demo</h1>
    </>
  );
}
