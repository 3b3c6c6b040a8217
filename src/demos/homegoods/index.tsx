import { PageMeta } from '../../components';

export default function Demo() {
  return (
    <>
      <PageMeta title="homegoods demo" description="Demo site" />
      <h1>homegoods demo</h1>
    </>
  );
}
