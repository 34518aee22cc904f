import { getStatement } from '../../api/dashboard';
import { useApi } from '../../lib/services';
import { useLoader } from '../../lib/useLoader';
import { Loaded } from '../../ui/Loaded';
import { PageHeading } from '../../ui/PageHeading';
import { Statement } from './Statement';

export function StatementsScreen() {
  const api = useApi();
  const { state, retry } = useLoader(() => getStatement(api));
  return (
    <section className="page statement">
      <PageHeading>Statements &amp; Report</PageHeading>
      <Loaded state={state} retry={retry} what="your transactions" empty="No transactions yet" isEmpty={(d) => d.data.length === 0}>
        {(d) => <Statement list={d.data} />}
      </Loaded>
    </section>
  );
}
