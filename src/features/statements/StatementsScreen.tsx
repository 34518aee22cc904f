import { getStatement } from '../../api/dashboard';
import { useApi } from '../../lib/services';
import { useLoader } from '../../lib/useLoader';
import { useI18n } from '../../lib/useI18n';
import { Loaded } from '../../ui/Loaded';
import { PageHeading } from '../../ui/PageHeading';
import { Statement } from './Statement';

export function StatementsScreen() {
  const api = useApi();
  const { state, retry } = useLoader(() => getStatement(api));
  const { t } = useI18n();
  return (
    <section className="page statement">
      <PageHeading>{t('statements.title')}</PageHeading>
      <Loaded state={state} retry={retry} what={t('statements.what')} empty={t('statements.empty')} isEmpty={(d) => d.data.length === 0}>
        {(d) => <Statement list={d.data} />}
      </Loaded>
    </section>
  );
}
