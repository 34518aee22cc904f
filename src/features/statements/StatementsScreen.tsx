import { useRead } from '../../lib/services';
import { useI18n } from '../../lib/useI18n';
import { Loaded } from '../../ui/Loaded';
import { PageHeading } from '../../ui/PageHeading';
import { Statement } from './Statement';
import { loadStatement } from './load-statement';

export function StatementsScreen() {
  const { state, retry } = useRead(loadStatement);
  const { t } = useI18n();
  return (
    <section className="page statement">
      <PageHeading>{t('statements.title')}</PageHeading>
      <Loaded state={state} retry={retry} what={t('statements.what')} empty={t('statements.empty')} isEmpty={(rows) => rows.length === 0}>
        {(rows) => <Statement rows={rows} />}
      </Loaded>
    </section>
  );
}
